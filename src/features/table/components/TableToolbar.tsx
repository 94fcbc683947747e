import styled from '@emotion/styled';
import { Suspense, lazy, memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/Button';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { useDismiss } from '@/hooks/useDismiss';

// The popups are not needed for the first rows: their own chunk, loaded on intent (docs/DECISIONS.md "Pages load on
// intent"), at the latest when one opens.
const loadSortPopup = () => import(/* webpackChunkName: "table-popups" */ './SortPopup');
const loadFilterPopup = () => import(/* webpackChunkName: "table-popups" */ './FilterPopup');
const SortPopup = lazy(loadSortPopup);
const FilterPopup = lazy(loadFilterPopup);

/** A chunk that fails here is asked for again when its popup opens, which shows the failure. */
function loadPopupsOnIntent() {
  void Promise.all([loadSortPopup(), loadFilterPopup()]).catch(() => undefined);
}

const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  /* Forced colours drop author colours: the dot keeps the button's text colour, so spec §2's dot still shows. */
  @media (forced-colors: active) {
    background: ButtonText;
  }
`;

/** Spec §2: the green dot on a toolbar button while its sort or filter is active, with text for screen readers. */
function StatusDot({ label }: { label: string }) {
  return (
    <>
      <Dot aria-hidden="true" data-testid="status-dot" />
      <VisuallyHidden>({label})</VisuallyHidden>
    </>
  );
}

const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 12px 0;
  background: ${({ theme }) => theme.colors.background};
  @media print {
    position: static;
  }
`;

const Anchor = styled.div`
  position: relative;
  /* On a narrow screen a popup would run off the right edge: it hangs from the toolbar instead. */
  @media (max-width: 719px) {
    position: static;
  }
  display: flex;
  gap: 8px;
`;

const Summary = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Counter = styled.p`
  margin: 0 0 0 auto;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  @media (max-width: 480px) {
    white-space: normal;
  }
`;

type OpenPopup = 'sort' | 'filter' | null;

interface TableToolbarProps {
  isSortActive: boolean;
  isFilterActive: boolean;
  summary: readonly string[];
  counter: string;
}

/** Spec §2: sticky toolbar with Ordernar and Filtro (green dot while active), the summary line and the counter. */
export const TableToolbar = memo(function TableToolbar({
  isSortActive,
  isFilterActive,
  summary,
  counter,
}: TableToolbarProps) {
  const [open, setOpen] = useState<OpenPopup>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const sortButton = useRef<HTMLButtonElement>(null);
  const filterButton = useRef<HTMLButtonElement>(null);
  const sortId = useId();
  const filterId = useId();

  const close = useCallback(
    (reason: 'outside' | 'escape') => {
      const opener = open === 'sort' ? sortButton.current : filterButton.current;
      const focusInside = anchorRef.current?.contains(document.activeElement) ?? false;
      setOpen(null);
      // Focus goes back to the opener, unless an outside click put it elsewhere on purpose.
      if (reason === 'escape' || focusInside || document.activeElement === document.body) opener?.focus();
    },
    [open],
  );
  const refs = useMemo(() => [anchorRef], []);
  useDismiss(open !== null, refs, close);
  const closeWithoutFocus = useCallback(() => setOpen(null), []);

  return (
    <Bar>
      <Anchor ref={anchorRef}>
        <Button
          ref={sortButton}
          type="button"
          aria-expanded={open === 'sort'}
          aria-controls={open === 'sort' ? sortId : undefined}
          onPointerEnter={loadPopupsOnIntent}
          onFocus={loadPopupsOnIntent}
          onClick={() => setOpen(open === 'sort' ? null : 'sort')}
        >
          Ordernar
          {isSortActive && <StatusDot label="ordenação ativa" />}
        </Button>
        <Button
          ref={filterButton}
          type="button"
          aria-expanded={open === 'filter'}
          aria-controls={open === 'filter' ? filterId : undefined}
          onPointerEnter={loadPopupsOnIntent}
          onFocus={loadPopupsOnIntent}
          onClick={() => setOpen(open === 'filter' ? null : 'filter')}
        >
          Filtro
          {isFilterActive && <StatusDot label="filtro ativo" />}
        </Button>
        <Suspense fallback={null}>
          {open === 'sort' && <SortPopup id={sortId} />}
          {open === 'filter' && <FilterPopup id={filterId} onBack={closeWithoutFocus} />}
        </Suspense>
      </Anchor>
      <Summary>
        {summary.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Summary>
      <Counter role="status" aria-live="polite">
        {counter}
      </Counter>
    </Bar>
  );
});
