import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterPaintPresented } from '@/app/afterPaintPresented';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { normalizeTableQuery, parseTableQuery, serializeTableQuery, TABLE_QUERY_KEYS } from './tableQuery';
import { createRequestedQuery, type RequestedQuery } from './requestedQuery';
import { selectTableQuery, urlParsed } from './tableQuerySlice';
import type { TableQuery } from './types';

export interface QueryChangeOptions {
  /** Typing replaces the history entry instead of adding one per keystroke (ARCHITECTURE §7: the URL is the table's source of truth). */
  replace?: boolean;
}

interface UrlLocation {
  pathname: string;
  search: string;
}

/** Changes asked for since the last URL write; several in one frame (fast typing) become one write. */
interface PendingWrite {
  /** The URL the changes apply to. If another navigation (Back, a link) replaces it first, that one wins. */
  from: UrlLocation;
  change: Partial<TableQuery>;
  /** One committed change in the batch makes the write a new history entry. */
  replace: boolean;
  cancel: () => void;
}

const sameLocation = (a: UrlLocation, b: UrlLocation) => a.pathname === b.pathname && a.search === b.search;
const sameQuery = (a: TableQuery, b: TableQuery) => TABLE_QUERY_KEYS.every((key) => a[key] === b[key]);

function locationOf(pathname: string, query: TableQuery): UrlLocation {
  const search = serializeTableQuery(query);
  return { pathname, search: search ? `?${search}` : '' };
}

function applyChange(search: string, change: Partial<TableQuery>): TableQuery {
  return normalizeTableQuery({ ...parseTableQuery(search), ...change });
}

/**
 * The URL is the single source of truth of the table query (ARCHITECTURE.md §7): each location change is parsed
 * and mirrored into the store as one `tableQuery/urlParsed` event (before paint, so no frame shows a stale query);
 * the table, the summary and the counter read the mirror, and components change the query only by writing the URL.
 *
 * A change is written to the URL after the next paint (`afterPaintPresented`): the frame that follows a key or a click
 * shows the control's new value (`requested`, read with `useRequestedQuery`) and nothing else, and the table
 * follows a few frames later, so the heavier work cannot delay that paint (docs/DECISIONS.md: a table change reaches the URL after the next paint, 16 ms at 208 rows;
 * docs/DECISIONS.md has the figures).
 *
 * One exception, for Redux DevTools time travel (docs/DECISIONS.md, "A DevTools jump moves the table's URL"): when
 * the store shows a query the URL does not hold (a jump to a recorded state, which replaces the state without any
 * action), the URL is replaced to match the mirror, so the rows, the controls and the address bar always agree.
 */
export function useTableQueryUrl() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = useAppSelector(selectTableQuery);
  // The latest URL and navigate function, read at call time, keep `changeQuery` stable for memoised children.
  const location = useRef<UrlLocation>({ pathname, search });
  const navigateRef = useRef(navigate);
  const pending = useRef<PendingWrite | null>(null);
  const [requested] = useState(createRequestedQuery);
  /** The mirror as this hook last saw it, to tell a change of the mirror alone from one that followed the URL. */
  const seenQuery = useRef(query);

  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  /** The URL takes the mirror's query (replacing the entry: a jump is not a visit). */
  const followMirror = useCallback((mirror: TableQuery) => {
    const next = locationOf(location.current.pathname, mirror);
    if (sameLocation(location.current, next)) return;
    location.current = next;
    void navigateRef.current(next, { replace: true });
  }, []);

  useLayoutEffect(() => {
    location.current = { pathname, search };
    const parsed = parseTableQuery(search);
    // An equal mirror needs no event: while DevTools show a recorded state, a redundant urlParsed would be recorded
    // at the end of the history and change the latest state.
    if (!sameQuery(selectTableQuery(store.getState()), parsed)) {
      dispatch(urlParsed(parsed));
      // The store did not take it: DevTools show a recorded state (the event is recorded for the latest one).
      const shown = selectTableQuery(store.getState());
      if (!sameQuery(shown, parsed)) followMirror(shown);
    }
    if (!pending.current) requested.set(null);
  }, [dispatch, store, pathname, search, requested, followMirror]);

  useLayoutEffect(() => {
    if (seenQuery.current === query) return;
    seenQuery.current = query;
    // The mirror changed without a location change: DevTools jumped (a write of ours is still on its way otherwise).
    if (!pending.current && !sameQuery(query, parseTableQuery(location.current.search))) followMirror(query);
  }, [query, followMirror]);

  // Leaving the page drops a write not yet made: it would navigate back to the table.
  useEffect(() => () => pending.current?.cancel(), []);

  const writeUrl = useCallback(() => {
    const write = pending.current;
    pending.current = null;
    if (!write) return;
    const current = location.current;
    const nextSearch = serializeTableQuery(applyChange(current.search, write.change));
    const next = { pathname: current.pathname, search: nextSearch ? `?${nextSearch}` : '' };
    if (!sameLocation(current, write.from) || sameLocation(current, next)) {
      requested.set(null);
      return;
    }
    // The history entry changes now; a change asked for before the router re-renders applies to this URL.
    location.current = next;
    startTransition(() => void navigateRef.current(next, { replace: write.replace }));
  }, [requested]);

  const changeQuery = useCallback(
    (change: Partial<TableQuery>, options: QueryChangeOptions = {}) => {
      const earlier = pending.current;
      const write: PendingWrite = {
        from: earlier?.from ?? location.current,
        change: { ...earlier?.change, ...change },
        replace: (earlier?.replace ?? true) && (options.replace ?? false),
        cancel: earlier?.cancel ?? afterPaintPresented(writeUrl),
      };
      pending.current = write;
      requested.set(applyChange(write.from.search, write.change));
    },
    [writeUrl, requested],
  );

  return { query, requested: requested as RequestedQuery, changeQuery };
}
