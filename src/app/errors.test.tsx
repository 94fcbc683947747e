import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary, ROOT_FALLBACK_TEXT, RootFallback } from './errors';

function Broken(): never {
  throw new Error('provider failed');
}

describe('The root error boundary', () => {
  it('should show the static pt-BR fallback instead of a blank page when a provider throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={() => <RootFallback />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: ROOT_FALLBACK_TEXT.heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ROOT_FALLBACK_TEXT.reload })).toBeInTheDocument();
    error.mockRestore();
  });
});

describe('RootFallback', () => {
  it('should reload the page from its button', async () => {
    const reload = jest.fn();
    render(<RootFallback onReload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: ROOT_FALLBACK_TEXT.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
