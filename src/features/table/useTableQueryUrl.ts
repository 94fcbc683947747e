import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { normalizeTableQuery, parseTableQuery, serializeTableQuery } from './tableQuery';
import { selectTableQuery, urlParsed } from './tableQuerySlice';
import type { TableQuery } from './types';

export interface QueryChangeOptions {
  /** Typing replaces the history entry instead of adding one per keystroke (issue 3). */
  replace?: boolean;
}

/**
 * The URL is the single source of truth of the table query (ARCHITECTURE.md §7): each location change is parsed
 * and mirrored into the store as one `tableQuery/urlParsed` event (before paint, so no frame shows a stale query);
 * components read the mirror and change the query only by writing the URL.
 */
export function useTableQueryUrl() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const query = useAppSelector(selectTableQuery);
  // The latest location, read at call time, keeps `changeQuery` stable so memoised children do not re-render.
  const location = useRef({ pathname, search });

  useLayoutEffect(() => {
    location.current = { pathname, search };
    dispatch(urlParsed(parseTableQuery(search)));
  }, [dispatch, pathname, search]);

  const changeQuery = useCallback(
    (change: Partial<TableQuery>, options: QueryChangeOptions = {}) => {
      const current = location.current;
      const nextSearch = serializeTableQuery(normalizeTableQuery({ ...parseTableQuery(current.search), ...change }));
      if (`?${nextSearch}` === current.search || (nextSearch === '' && current.search === '')) return;
      void navigate({ pathname: current.pathname, search: nextSearch ? `?${nextSearch}` : '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );

  return { query, changeQuery };
}
