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

/** The one way to change the table query: in the visitor's event, the mirror takes it and the URL is written. The
 * mirror holds the address's query whenever the visitor can act (navigations render at once, mirrored before paint). */
function useChangeTableQuery(): ChangeQuery {
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

export function useTableQueryControls(): { query: TableQuery; changeQuery: ChangeQuery } {
  return { query: useAppSelector(selectTableQuery), changeQuery: useChangeTableQuery() };
}

/** The URL is the truth (ARCHITECTURE §7): each new address is mirrored before paint, and a DevTools jump replaces the
 * address (DECISIONS "A DevTools jump moves the table's URL"). Mounted once by the table page. */
export function useTableQueryUrl(): { query: TableQuery; changeQuery: ChangeQuery } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { query, changeQuery } = useTableQueryControls();
  // The mirror last rendered: tells a change of the mirror from a render for another reason.
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
