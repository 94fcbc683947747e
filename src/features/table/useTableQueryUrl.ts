import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { parseTableQuery, selectTableQuery, serializeTableQuery, normalizeTableQuery, TABLE_QUERY_KEYS, urlParsed } from './tableQuery';
import type { TableQuery } from './types';

export interface QueryChangeOptions {
  /** Typing replaces the history entry instead of adding one per keystroke (ARCHITECTURE §7). */
  replace?: boolean;
}

export type ChangeQuery = (change: Partial<TableQuery>, options?: QueryChangeOptions) => void;

const sameQuery = (a: TableQuery, b: TableQuery) => TABLE_QUERY_KEYS.every((key) => a[key] === b[key]);

/** The query as the address's search part; a path of only a search keeps the current pathname. */
function searchOf(query: TableQuery): { search: string } {
  const search = serializeTableQuery(query);
  return { search: search ? `?${search}` : '' };
}

/**
 * The one way to change the table query (the popups, "Limpar filtro"). In the event itself: the store's mirror
 * takes the new query (the control shows it in the next paint) and the URL is written. The change starts from the
 * mirror, which holds the address's query whenever the visitor can act: the router renders every navigation at once
 * (app/router.tsx) and useTableQueryUrl mirrors it before paint. The rows follow as React's deferred value of that
 * query (TablePage), so their re-render never delays the control's paint.
 */
export function useChangeTableQuery(): ChangeQuery {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  return useCallback(
    (change, { replace = false } = {}) => {
      const current = selectTableQuery(store.getState());
      const next = normalizeTableQuery({ ...current, ...change });
      if (sameQuery(next, current)) return;
      dispatch(urlParsed(next));
      void navigate(searchOf(next), { replace });
    },
    [dispatch, store, navigate],
  );
}

/** For a control: the query it shows (the store's mirror, updated in the visitor's own event) and `changeQuery`. */
export function useTableQueryControls(): { query: TableQuery; changeQuery: ChangeQuery } {
  return { query: useAppSelector(selectTableQuery), changeQuery: useChangeTableQuery() };
}

/**
 * The URL is the single source of truth of the table query (ARCHITECTURE.md §7). Mounted once by the table page:
 * - every location change (Back, a link, a typed address) is parsed and mirrored into the store as one
 *   `tableQuery/urlParsed` event, before paint, when the mirror does not already hold it;
 * - Redux DevTools time travel (docs/DECISIONS.md, "A DevTools jump moves the table's URL"): a jump replaces the
 *   state without an action, so when the mirror changes to a query the address does not hold, the address is
 *   replaced to match it, and the rows, the controls and the address bar agree.
 */
export function useTableQueryUrl(): { query: TableQuery; changeQuery: ChangeQuery } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { query, changeQuery } = useTableQueryControls();
  /** The mirror this hook last rendered, to tell a change of the mirror from a render for another reason. */
  const seenQuery = useRef(query);

  useLayoutEffect(() => {
    const parsed = parseTableQuery(search);
    if (sameQuery(selectTableQuery(store.getState()), parsed)) return;
    dispatch(urlParsed(parsed));
    // DevTools showing a recorded state keep it (the event is recorded for the latest one): the address follows.
    const shown = selectTableQuery(store.getState());
    if (!sameQuery(shown, parsed)) void navigate(searchOf(shown), { replace: true });
  }, [search, dispatch, store, navigate]);

  useLayoutEffect(() => {
    if (seenQuery.current === query) return;
    seenQuery.current = query;
    // A render behind the store (the effect above has just mirrored a newer address): the next render decides.
    if (selectTableQuery(store.getState()) !== query) return;
    // The mirror changed with no new address: DevTools jumped (changeQuery writes the address in the same event).
    if (!sameQuery(query, parseTableQuery(search))) void navigate(searchOf(query), { replace: true });
  }, [query, search, store, navigate]);

  return { query, changeQuery };
}
