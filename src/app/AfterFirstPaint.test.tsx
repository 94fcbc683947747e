import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint', () => {
  it('should call back once the app is in the document, once only, also under StrictMode and re-renders', () => {
    const seen: boolean[] = [];
    const onPainted = jest.fn(() => seen.push(screen.queryByRole('heading', { name: 'Projetos' }) !== null));
    const app = (
      <StrictMode>
        <AfterFirstPaint onPainted={onPainted}>
          <h1>Projetos</h1>
        </AfterFirstPaint>
      </StrictMode>
    );
    const { rerender } = render(app);
    rerender(app);
    expect(onPainted).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([true]);
  });
});
