import styled from '@emotion/styled';
import { useCallback, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useAbortOnUnmount } from '@/app/useAbortOnUnmount';
import { Button, PrimaryButton } from '@/components/Button';
import { PageHeading } from '@/components/PageHeading';
import { TABLE_MAX_WIDTH_PX } from '@/config/constants';
import { TableToolbar } from './components/TableToolbar';
import { UsersLoading } from './components/ThinkingFace';
import { UsersTable } from './components/UsersTable';
import {
  selectHighlighter,
  selectIsFilterActive,
  selectIsSortActive,
  selectResultCounter,
  selectSummary,
  selectVisibleUsers,
} from './selectors';
import { USERS_LIMIT, useGetUsersQuery } from './usersApi';
import { CLEARED_FILTER } from './tableQuery';
import { useTableQueryUrl } from './useTableQueryUrl';

const Page = styled.div`
  max-width: ${TABLE_MAX_WIDTH_PX}px;
  margin: 0 auto;
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 32px 16px;
  text-align: center;
  p {
    margin: 0;
  }
`;

const Emoticon = styled.span`
  font-size: 2rem;
  line-height: 1;
`;

const StaleNote = styled.p`
  margin: 0 0 12px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown over the list while offline (README "Offline"). */
export const STALE_LIST_TEXT = 'Sem conexão: a lista pode estar desatualizada.';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Offline, the list comes from the service worker's copy of the last answer (stale-while-revalidate), so the visitor
 * is told it may be out of date; back online the query runs again (`refetchOnReconnect`) and the note goes.
 */
function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * Up to this many users, a sort or filter change re-renders the rows in the event itself (one render, one paint, as
 * the original site does); above it, in the background. Figures in docs/DECISIONS.md (`npm run bench -- table`).
 */
export const URGENT_ROWS_LIMIT = 250;

/** Spec §2: the user table screen (routes `/` and `/pages/filter`). */
export function TablePage() {
  const { query, changeQuery } = useTableQueryUrl();
  const deferredQuery = useDeferredValue(query);
  const { data: received, isError, isFetching, refetch } = useGetUsersQuery(USERS_LIMIT);
  // A list that arrives while the page shows (the first answer after the page, a refetch) reaches the page from a
  // store notification, which React renders in one uninterruptible task; from the deferred copy, the rows render in
  // short tasks right after, and only their commit and paint block the main thread (a load of `#/` traced at 4× CPU:
  // one 116 ms task of render, layout and paint became 8–36 ms render slices and the frame that paints the rows).
  const data = useDeferredValue(received);
  // What is worked out from the query (rows, counter, summary): at the spec's size, in the visitor's own event with
  // the control, as one paint; above URGENT_ROWS_LIMIT users, from React's deferred copy, rendered in the background
  // right after, so sorting or filtering thousands of users never delays the control's paint.
  const shownQuery = (data?.length ?? 0) <= URGENT_ROWS_LIMIT ? query : deferredQuery;
  useAbortOnUnmount('getUsers', USERS_LIMIT);
  const isOffline = useIsOffline();

  const users = useAppSelector((state) => selectVisibleUsers(state, shownQuery));
  const highlighter = useAppSelector((state) => selectHighlighter(state, shownQuery));
  const isSortActive = useAppSelector((state) => selectIsSortActive(state, shownQuery));
  const isFilterActive = useAppSelector((state) => selectIsFilterActive(state, shownQuery));
  const summary = useAppSelector((state) => selectSummary(state, shownQuery));
  const counter = useAppSelector((state) => selectResultCounter(state, shownQuery));
  const clearFilter = useCallback(() => changeQuery(CLEARED_FILTER), [changeQuery]);
  // Memoised so that a change in the controls alone does not re-render the memoised table.
  const empty = useMemo(
    () => (
      <Notice>
        <Emoticon aria-hidden="true">(o_O)</Emoticon>
        <p>-- Sem valores --</p>
        <Button type="button" onClick={clearFilter}>
          Limpar filtro
        </Button>
      </Notice>
    ),
    [clearFilter],
  );

  let content: React.ReactNode;
  if (data) {
    content = (
      <>
        {isOffline && <StaleNote role="status">{STALE_LIST_TEXT}</StaleNote>}
        <TableToolbar isSortActive={isSortActive} isFilterActive={isFilterActive} summary={summary} counter={counter} />
        <UsersTable
          users={users}
          total={data.length}
          highlighter={highlighter}
          sortby={isSortActive ? shownQuery.sortby : null}
          orderby={isSortActive ? shownQuery.orderby : null}
          empty={empty}
        />
      </>
    );
  } else if (isError && !isFetching) {
    // Spec §8: after a failed request the table area is not rendered (the error is logged by the listener).
    content = (
      <Notice role="alert">
        <p>Não foi possível carregar os usuários.</p>
        <PrimaryButton type="button" onClick={() => void refetch()}>
          Tentar novamente
        </PrimaryButton>
      </Notice>
    );
  } else {
    content = <UsersLoading />;
  }

  return (
    <Page>
      <PageHeading>Ordenação e Filtro</PageHeading>
      {content}
    </Page>
  );
}
