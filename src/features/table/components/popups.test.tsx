import { fireEvent, screen } from '@testing-library/react';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { installHistoryGuard } from '@/hooks/historyGuard';
import { LocationProbe, expectLocation } from '@/testing/location';
import { renderAtPath } from '@/testing/renderWithProviders';
import { FilterPopup } from './FilterPopup';
import { SortPopup } from './SortPopup';

// The popups open once their lazy chunk has loaded, in a commit whose passive effects React may run after the paint
// on a busy machine: CI's WebKit pressed Back in between, and the router went back past the popup.

/** Runs `run` in a layout effect after the popup's own (it renders before), so before any passive effect. */
function AtFirstPaint({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/** `popup` opens at a click, under a router already mounted, as in the table's toolbar. */
function Opener({ popup, atFirstPaint }: { popup: ReactNode; atFirstPaint: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && (
        <>
          {popup}
          <AtFirstPaint run={atFirstPaint} />
        </>
      )}
      <LocationProbe />
    </>
  );
}

const PATH = '/pages/filter?filter=nome&status=%C3%A9&value=an';

function openAtFirstPaint(popup: ReactNode, atFirstPaint: () => void) {
  renderAtPath(<Opener popup={popup} atFirstPaint={atFirstPaint} />, PATH);
  fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
}

describe('the table popups at their first paint', () => {
  it('should have the sort popup’s column picker focused', () => {
    let focused: string | null | undefined;
    openAtFirstPaint(<SortPopup id="ordenar" />, () => {
      focused = document.activeElement?.getAttribute('id');
    });
    expect(focused).toBe(screen.getByLabelText('Coluna').id);
  });

  it('should have the filter popup’s column picker focused, and take browser Back for the way to / (spec §2)', async () => {
    installHistoryGuard();
    const onBack = jest.fn();
    let focused: string | null | undefined;
    openAtFirstPaint(<FilterPopup id="filtro" onBack={onBack} />, () => {
      focused = document.activeElement?.getAttribute('id');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(focused).toBe(screen.getByLabelText('Coluna').id);
    expect(onBack).toHaveBeenCalledTimes(1);
    await expectLocation(/^\/$/);
  });
});
