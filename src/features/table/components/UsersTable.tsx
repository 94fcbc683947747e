import styled from '@emotion/styled';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { HighlightRange } from '../filterUsers';
import { formatBirthDate, genderLabel } from '../parseUsers';
import { COLUMNS, MISSING_VALUE, type ColumnKey, type SortDirection, type User } from '../types';

/**
 * Up to this many rows every row is in the document, so find-in-page, printing, copying and a screen reader's table
 * navigation see the whole list (spec §2 "lists every user"; the service has 208). Above it only the rows in view are
 * rendered (windowing). The figure comes from `npm run bench -- table`; see docs/DECISIONS.md.
 */
export const FULL_RENDER_LIMIT = 1000;

/** Rows have a fixed height so that, above FULL_RENDER_LIMIT, only the visible ones need to be in the DOM. */
export const ROW_HEIGHT = 44;
const OVERSCAN = 8;

/**
 * Holds the scroll box and its edge shadows: on a narrow screen the table scrolls sideways inside its box, and a
 * shadow on an edge says more columns lie that way (set by useScrollEdges, no re-render).
 */
const Frame = styled.div`
  position: relative;
  max-width: 950px;
  margin: 0 auto;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 1px;
    bottom: 1px;
    z-index: 1;
    width: 20px;
    pointer-events: none;
    opacity: 0;
    transition: opacity 0.15s ease;
  }
  &::before {
    left: 1px;
    border-radius: ${({ theme }) => theme.radius} 0 0 ${({ theme }) => theme.radius};
    background: linear-gradient(to right, rgba(0, 0, 0, 0.45), transparent);
  }
  &::after {
    right: 1px;
    border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
    background: linear-gradient(to left, rgba(0, 0, 0, 0.45), transparent);
  }
  &[data-more-left='true']::before,
  &[data-more-right='true']::after {
    opacity: 1;
  }
  @media print {
    &::before,
    &::after {
      display: none;
    }
  }
`;

const Scroller = styled.div`
  width: 100%;
  max-width: 950px;
  margin: 0 auto;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  @media print {
    /* A sheet is narrower than the screen table: nothing may be cut off by the scroll box. */
    overflow: visible;
    border-color: #999;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 0.9375rem;
  th,
  td {
    height: ${ROW_HEIGHT}px;
    padding: 0 12px;
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  th[aria-sort] {
    color: ${({ theme }) => theme.colors.text};
  }
  tbody tr:nth-of-type(even) td {
    background: ${({ theme }) => theme.colors.background}40;
  }
  mark {
    padding: 0 1px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.highlightText};
  }
  td.spacer {
    padding: 0;
    border: 0;
  }
  @media print {
    min-width: 0;
    table-layout: auto;
    font-size: 0.75rem;
    col {
      width: auto !important;
    }
    th,
    td {
      height: auto;
      padding: 4px 6px;
      white-space: normal;
      overflow: visible;
      overflow-wrap: anywhere;
      border-bottom-color: #999;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

const WIDTHS: Record<ColumnKey, string> = {
  id: '60px',
  nome: '112px',
  idade: '72px',
  sexo: '104px',
  email: 'auto',
  telefone: '180px',
  'data de nasc.': '144px',
};

/** What each column shows for a user (spec §2, §3): `—` for a missing or malformed field. */
function cellText(user: User, column: ColumnKey): string {
  switch (column) {
    case 'id':
      return user.id === null ? MISSING_VALUE : String(user.id);
    case 'nome':
      return user.firstName ?? MISSING_VALUE;
    case 'idade':
      return user.age === null ? MISSING_VALUE : String(user.age);
    case 'sexo':
      return genderLabel(user.gender) ?? MISSING_VALUE;
    case 'email':
      return user.email ?? MISSING_VALUE;
    case 'telefone':
      return user.phone ?? MISSING_VALUE;
    case 'data de nasc.':
      return formatBirthDate(user.birthDate);
  }
}

interface RowProps {
  user: User;
  /** Only while windowed: the row's position for assistive technology (aria-rowindex), as rows are missing. */
  rowIndex: number | undefined;
  highlightColumn: ColumnKey | null;
  highlightStart: number;
  highlightEnd: number;
}

const Row = memo(function Row({ user, rowIndex, highlightColumn, highlightStart, highlightEnd }: RowProps) {
  return (
    <tr aria-rowindex={rowIndex}>
      {COLUMNS.map(({ key }) => {
        const text = cellText(user, key);
        if (key !== highlightColumn || highlightEnd <= highlightStart) return <td key={key}>{text}</td>;
        // User text is never a pattern: the range comes from plain prefix/equality matching (filterUsers.ts).
        return (
          <td key={key}>
            {text.slice(0, highlightStart)}
            <mark>{text.slice(highlightStart, highlightEnd)}</mark>
            {text.slice(highlightEnd)}
          </td>
        );
      })}
    </tr>
  );
});

function ariaSort(column: ColumnKey, sortby: ColumnKey | null, orderby: SortDirection | null) {
  if (column !== sortby || orderby === null) return undefined;
  return orderby === 'crescente' ? 'ascending' : 'descending';
}

interface Range {
  start: number;
  end: number;
}

/**
 * A key per user object that never changes while the object lives: sorting and filtering move a row's <tr> instead
 * of rewriting its text. The service's id is not used, as an answer may hold duplicate or missing ids.
 */
const rowKeys = new WeakMap<User, number>();
let nextRowKey = 0;
function rowKey(user: User): number {
  let key = rowKeys.get(user);
  if (key === undefined) {
    key = nextRowKey;
    nextRowKey += 1;
    rowKeys.set(user, key);
  }
  return key;
}

/** Marks the frame of a sideways-scrolling box with where more content lies (`data-more-left`/`-right`). */
function useScrollEdges(scrollerRef: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    const frame = scroller?.parentElement;
    if (!scroller || !frame) return undefined;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      frame.setAttribute('data-more-left', String(scroller.scrollLeft > 1));
      frame.setAttribute('data-more-right', String(max - scroller.scrollLeft > 1));
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scrollerRef]);
}

/** True while the page is being printed (print dialog, or print media emulated), so every row can be rendered. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    // Rendered synchronously: the browser lays the page out for print right after `beforeprint` returns.
    const start = () => flushSync(() => setPrinting(true));
    const stop = () => setPrinting(false);
    const onMedia = (event: MediaQueryListEvent) => (event.matches ? start() : stop());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    media?.addEventListener?.('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      media?.removeEventListener?.('change', onMedia);
    };
  }, []);
  return printing;
}

/**
 * The rows within the viewport (plus overscan), from the table body's position on the page. It depends on the
 * geometry only, not on the row count, so a filter that changes the count never leaves a stale window: the
 * render clamps it to the rows there are.
 */
function visibleRange(body: HTMLElement): Range {
  const top = body.getBoundingClientRect().top;
  const start = Math.max(0, Math.floor(-top / ROW_HEIGHT) - OVERSCAN);
  const end = Math.max(start, Math.ceil((window.innerHeight - top) / ROW_HEIGHT) + OVERSCAN);
  return { start, end };
}

interface UsersTableProps {
  /** The rows to show: the users received, sorted and filtered. */
  users: readonly User[];
  /**
   * How many users were received. Whether rows are windowed depends on it, not on the filtered count, so typing in
   * the filter never switches a large list to rendering hundreds of rows at once, nor a small one to a window.
   */
  total: number;
  highlighter: ((user: User) => HighlightRange | null) | null;
  /** Spec §4: the sorted column's header carries aria-sort (only while a sort applies). */
  sortby: ColumnKey | null;
  orderby: SortDirection | null;
  empty: React.ReactNode;
}

/**
 * Spec §2: the users table (at most 950 px wide), every row in the document up to FULL_RENDER_LIMIT rows. Above it,
 * only the rows in view are rendered: spacer rows keep the scroll height, and aria-rowcount / aria-rowindex tell
 * assistive technology the real size; printing still renders every row.
 */
export const UsersTable = memo(function UsersTable({ users, total, highlighter, sortby, orderby, empty }: UsersTableProps) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  useScrollEdges(scrollerRef);
  const [range, setRange] = useState<Range>({ start: 0, end: 40 });
  const printing = usePrinting();
  const count = users.length;
  const windowed = total > FULL_RENDER_LIMIT && !printing;

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body || !windowed) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = visibleRange(body);
      // Re-render only when the window of rows moves, not on every scrolled pixel.
      setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // Measured in the next frame, not now: reading the layout here would force a layout on mount.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed]);

  const start = windowed ? Math.min(range.start, count) : 0;
  const end = windowed ? Math.min(Math.max(range.end, start), count) : count;
  const rows = windowed ? users.slice(start, end) : users;

  return (
    <Frame>
      <Scroller ref={scrollerRef}>
        <Table aria-rowcount={windowed ? count + 1 : undefined} aria-label="Usuários">
          <colgroup>
            {COLUMNS.map(({ key }) => (
              <col key={key} style={{ width: WIDTHS[key] }} />
            ))}
          </colgroup>
          <thead>
            <tr aria-rowindex={windowed ? 1 : undefined}>
              {COLUMNS.map(({ key, label }) => (
                <th key={key} scope="col" aria-sort={ariaSort(key, sortby, orderby)}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {count === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>{empty}</td>
              </tr>
            )}
            {start > 0 && (
              <tr aria-hidden="true">
                <td className="spacer" colSpan={COLUMNS.length} style={{ height: start * ROW_HEIGHT }} />
              </tr>
            )}
            {rows.map((user, offset) => {
              const highlight = highlighter?.(user) ?? null;
              return (
                // Windowed: keyed by position, so scrolling and filtering reuse the few <tr> there are and only their
                // text changes. Full: keyed by user, so a sort or filter moves or removes rows and a memoised row
                // whose highlight did not change is not rendered again.
                <Row
                  key={windowed ? start + offset : rowKey(user)}
                  user={user}
                  rowIndex={windowed ? start + offset + 2 : undefined}
                  highlightColumn={highlight?.column ?? null}
                  highlightStart={highlight?.start ?? 0}
                  highlightEnd={highlight?.end ?? 0}
                />
              );
            })}
            {end < count && (
              <tr aria-hidden="true">
                <td className="spacer" colSpan={COLUMNS.length} style={{ height: (count - end) * ROW_HEIGHT }} />
              </tr>
            )}
          </tbody>
        </Table>
      </Scroller>
    </Frame>
  );
});
