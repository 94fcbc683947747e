import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useDismiss } from './useDismiss';

/** A page with an opener, its open popup, and a button elsewhere; `inert` puts the popup's part under a modal layer. */
function Page({ onDismiss, inert = false }: { onDismiss: (reason: 'outside' | 'escape') => void; inert?: boolean }) {
  const opener = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  useDismiss(true, [opener, popup], onDismiss);
  return (
    <>
      <main inert={inert ? '' : undefined}>
        <button ref={opener} type="button">
          Filtro
        </button>
        <div ref={popup} role="dialog" aria-label="Filtrar">
          <button type="button">Resetar</button>
        </div>
      </main>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useDismiss', () => {
  it('should dismiss on a press outside the popup and its opener, and on Escape', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(<Page onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Resetar' }));
    await user.click(screen.getByRole('button', { name: 'Filtro' }));
    expect(onDismiss).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onDismiss).toHaveBeenLastCalledWith('outside');
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenLastCalledWith('escape');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('should leave a popup under a modal layer (an inert page) to that layer: neither a press nor Escape dismisses it', async () => {
    const user = userEvent.setup();
    const onDismiss = jest.fn();
    render(<Page onDismiss={onDismiss} inert />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
