import styled from '@emotion/styled';
import { useCallback, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useAbortOnUnmount } from '@/api/baseApi';
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

/** Shown over the list while offline (README "Installable and offline"). */
export const STALE_LIST_TEXT = 'Sem conexão: a lista pode estar desatualizada.';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Offline, the list is the service worker's copy of the last answer, so the visitor is told it may be stale. */
function useIsOffline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
}

/** DECISIONS "A table change renders in the visitor's own event up to 250 users"; above, in the background. */
export const URGENT_ROWS_LIMIT = 250;

/** Spec §2: the user table screen (routes `/` and `/pages/filter`). */
export function TablePage() {
  const { query, changeQuery } = useTableQueryUrl();
  const { data: received, isError, isFetching, refetch } = useGetUsersQuery(USERS_LIMIT);
  // A list arriving while the page shows would render in one uninterruptible task; deferred, in short slices.
  const data = useDeferredValue(received);
  // At the spec's size the rows follow the control in one render; above, React's deferred copy of the query keeps
  // thousands of rows from delaying the control's paint. Below, it defers null, which never renders again.
  const deferredQuery = useDeferredValue((data?.length ?? 0) > URGENT_ROWS_LIMIT ? query : null);
  const shownQuery = deferredQuery ?? query;
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
