import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { installHistoryGuard } from '@/hooks/historyGuard';
import { renderAtPath } from '@/testing/renderWithProviders';
import { FilterPopup } from './FilterPopup';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Browser Back at the popup's first paint: this layout effect runs after the popup's own, before any passive one. */
function BackAtFirstPaint() {
  useLayoutEffect(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return null;
}

function OpensWithBack({ onBack }: { onBack: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filtro
      </button>
      {open && (
        <>
          <FilterPopup id="filtro" onBack={onBack} />
          <BackAtFirstPaint />
        </>
      )}
      <LocationProbe />
    </>
  );
}

describe('FilterPopup', () => {
  // WebKit on a busy machine ran a Back between the popup's paint and React's passive effects: the router went back.
  it('should take browser Back for the way to / from the moment it shows (spec §2)', async () => {
    installHistoryGuard();
    const onBack = jest.fn();
    renderAtPath(<OpensWithBack onBack={onBack} />, '/pages/filter?filter=nome&status=%C3%A9&value=an');
    fireEvent.click(screen.getByRole('button', { name: 'Filtro' }));
    expect(screen.getByRole('dialog', { name: 'Filtrar' })).toBeInTheDocument();
    expect(onBack).toHaveBeenCalledTimes(1);
    // The router shows a new location in a transition.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
