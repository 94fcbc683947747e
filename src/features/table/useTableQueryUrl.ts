import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate, type Location } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/hooks';
import { parseTableQuery, selectTableQuery, serializeTableQuery, normalizeTableQuery, TABLE_QUERY_KEYS, urlParsed } from './tableQuery';
import type { TableQuery } from './types';

export interface QueryChangeOptions {
  /** Typing replaces the history entry instead of adding one per keystroke (ARCHITECTURE §7). */
  replace?: boolean;
}

export type ChangeQuery = (change: Partial<TableQuery>, options?: QueryChangeOptions) => void;

type Path = Pick<Location, 'pathname' | 'search'>;

const sameQuery = (a: TableQuery, b: TableQuery) => TABLE_QUERY_KEYS.every((key) => a[key] === b[key]);

function pathOf(pathname: string, query: TableQuery): Path {
  const search = serializeTableQuery(query);
  return { pathname, search: search ? `?${search}` : '' };
}

/**
 * The history's address now. The router's location trails it while the render of a navigation (a transition) is
 * pending, so a change worked out from the router's location could write an older query over a newer address.
 * Reads and writes here go by the history itself (the hash history reads the address bar; tests' memory history
 * its current entry), so no write can replace a newer URL.
 */
function useAddressNow(): () => Path {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // The app's router and the tests' MemoryRouter both hand their history to React Router as the navigator.
  return useCallback(() => (navigator as typeof navigator & { location: Path }).location, [navigator]);
}

/**
 * The one way to change the table query (the popups, "Limpar filtro"). In the event itself: the store's mirror
 * takes the new query (the control shows it in the next paint, an urgent update) and the URL is written at once,
 * from the address as it is now. The rows follow as React's deferred value of that query (TablePage), so their
 * re-render never delays the control's paint and no timer or frame count sits between the visitor and the URL.
 */
export function useChangeTableQuery(): ChangeQuery {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const addressNow = useAddressNow();
  return useCallback(
    (change, { replace = false } = {}) => {
      const { pathname, search } = addressNow();
      const next = normalizeTableQuery({ ...parseTableQuery(search), ...change });
      const path = pathOf(pathname, next);
      if (path.search === search) return;
      dispatch(urlParsed(next));
      void navigate(path, { replace });
    },
    [dispatch, navigate, addressNow],
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
 *   state without an action, so when the mirror holds a query the address does not, the address is replaced to
 *   match it, and the rows, the controls and the address bar agree.
 */
export function useTableQueryUrl(): { query: TableQuery; changeQuery: ChangeQuery } {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const addressNow = useAddressNow();
  const { query, changeQuery } = useTableQueryControls();
  /** The mirror as this hook last saw it, to tell a change of the mirror alone from one that came with an address. */
  const seenQuery = useRef(query);
  /**
   * The mirror this hook last took from the address: when it reaches the component, it is not a DevTools jump. That
   * re-render may come a task later (on the first mount, the store subscription of a transition's render starts in a
   * passive effect), when the address may already be newer: taken for a jump, the newer address was replaced.
   */
  const mirroredFromAddress = useRef<TableQuery | null>(null);

  /** Where the mirror and the address differ, the address takes the mirror's query (replacing: a jump is not a visit). */
  const followMirror = useCallback(
    (mirror: TableQuery) => {
      const address = addressNow();
      if (sameQuery(mirror, parseTableQuery(address.search))) return;
      void navigate(pathOf(address.pathname, mirror), { replace: true });
    },
    [navigate, addressNow],
  );

  /** The mirror takes the address's query, read now: a newer one may already be on its way (see useAddressNow). */
  const mirrorAddress = useCallback(() => {
    const parsed = parseTableQuery(addressNow().search);
    if (sameQuery(selectTableQuery(store.getState()), parsed)) return;
    dispatch(urlParsed(parsed));
    const shown = selectTableQuery(store.getState());
    mirroredFromAddress.current = shown;
    // The store did not take it: DevTools show a recorded state (the event is recorded for the latest one).
    if (!sameQuery(shown, parsed)) followMirror(shown);
  }, [dispatch, store, addressNow, followMirror]);

  // For each new router location.
  useLayoutEffect(mirrorAddress, [mirrorAddress, pathname, search]);

  // And for each Back, Forward or typed hash on this page, also one the router never renders: an address that moves
  // and comes back while the router is still rendering (Forward, then Back, during start-up) leaves the router's
  // location as it was, so the effect above does not run again, and the mirror kept the address in between.
  useLayoutEffect(() => {
    const onPopState = () => {
      if (addressNow().pathname === pathname) mirrorAddress();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [mirrorAddress, addressNow, pathname]);

  useLayoutEffect(() => {
    if (seenQuery.current === query) return;
    seenQuery.current = query;
    if (query === mirroredFromAddress.current) {
      // Once: a later jump back to this very state is a jump.
      mirroredFromAddress.current = null;
      return;
    }
    // The mirror changed with no new address: DevTools jumped (changeQuery writes the address in the same event).
    followMirror(query);
  }, [query, followMirror]);

  return { query, changeQuery };
}
