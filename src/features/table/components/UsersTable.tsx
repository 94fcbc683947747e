import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { HighlightRange } from '../filterUsers';
import { formatBirthDate, genderLabel } from '../parseUsers';
import { COLUMNS, MISSING_VALUE, type ColumnKey, type SortDirection, type User } from '../types';
import { Frame, ROW_HEIGHT, Scroller, Table, WIDTHS } from './UsersTable.styles';
import { usePrinting, useScrollEdges } from './usersTableHooks';

// Up to this total every row is in the document, for find-in-page, printing, copying and screen readers (spec §2);
// above it only the rows in view render. The figure comes from the table bench (docs/DECISIONS.md).
export const FULL_RENDER_LIMIT = 1000;

const OVERSCAN = 8;

/** Spec §2, §3: `—` for a missing or malformed field. */
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
  /** Only while windowed: aria-rowindex, since rows are missing. */
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

// Depends on geometry only, not on the row count, so a filter never leaves a stale window: the render clamps it.
function visibleRange(body: HTMLElement): Range {
  const top = body.getBoundingClientRect().top;
  const start = Math.max(0, Math.floor(-top / ROW_HEIGHT) - OVERSCAN);
  const end = Math.max(start, Math.ceil((window.innerHeight - top) / ROW_HEIGHT) + OVERSCAN);
  return { start, end };
}

interface UsersTableProps {
  users: readonly User[];
  /** Windowing follows the users received, not the filtered count, so typing never switches it on or off. */
  total: number;
  highlighter: ((user: User) => HighlightRange | null) | null;
  /** Spec §4: the sorted column's header carries aria-sort. */
  sortby: ColumnKey | null;
  orderby: SortDirection | null;
  empty: React.ReactNode;
}

/** Spec §2. When windowed, spacer rows keep the scroll height and aria-rowcount the real size. */
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
    // Measured in the next frame: reading the layout now would force a layout on mount.
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
                // Keyed by position: a sort rewrites the rows' text instead of moving them, which lays out faster
                // (docs/DECISIONS.md); unchanged memoised rows do not render again.
                <Row
                  key={start + offset}
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
