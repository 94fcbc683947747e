import { createAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { buildHighlighter } from './filterUsers';
import { filterUsers } from './filterUsers';
import { sortUsers } from './sortUsers';
import { filterSummary, isFilterActive, isSortActive, resultCounter, sortSummary } from './summary';
import type { TableQuery, User } from './types';
import { USERS_LIMIT, usersApi } from './usersApi';

const NO_USERS: readonly User[] = [];

const selectUsersResult = usersApi.endpoints.getUsers.select(USERS_LIMIT);

/** The users as received (spec §3), or an empty list while loading or after a failure. */
export const selectUsers = createAppSelector([selectUsersResult], (result) => result.data ?? NO_USERS);

// The query is an argument, not the store's mirror: the table page may pass React's deferred value of it.
type QueryField<K extends keyof TableQuery> = (state: RootState, query: TableQuery) => TableQuery[K];
const selectSortby: QueryField<'sortby'> = (_state, query) => query.sortby;
const selectOrderby: QueryField<'orderby'> = (_state, query) => query.orderby;
const selectFilter: QueryField<'filter'> = (_state, query) => query.filter;
const selectStatus: QueryField<'status'> = (_state, query) => query.status;
const selectValue: QueryField<'value'> = (_state, query) => query.value;

/** Sorted before filtering: typing in the filter, the most frequent change, reuses the cached sort. */
const selectSortedUsers = createAppSelector([selectUsers, selectSortby, selectOrderby], (users, sortby, orderby) =>
  sortUsers(users, sortby, orderby),
);

/** The rows the table shows (spec §4, §5). */
export const selectVisibleUsers = createAppSelector(
  [selectSortedUsers, selectFilter, selectStatus, selectValue],
  (users, filter, status, value) => filterUsers(users, { filter, status, value }),
);

/** The highlight of the filtered column for one row, or null when nothing is highlighted (spec §4). */
export const selectHighlighter = createAppSelector([selectFilter, selectStatus, selectValue], (filter, status, value) =>
  buildHighlighter({ filter, status, value }),
);

export const selectIsSortActive = createAppSelector([selectSortby, selectOrderby], (sortby, orderby) =>
  isSortActive({ sortby, orderby }),
);

export const selectIsFilterActive = createAppSelector([selectFilter, selectStatus, selectValue], (filter, status, value) =>
  isFilterActive({ filter, status, value }),
);

/** The summary line parts: 'Ordenado por …' and/or 'Filtrado por …' (spec §2). */
export const selectSummary = createAppSelector(
  [selectSortby, selectOrderby, selectFilter, selectStatus, selectValue],
  (sortby, orderby, filter, status, value) =>
    [sortSummary({ sortby, orderby }), filterSummary({ filter, status, value })].filter(
      (line): line is string => line !== null,
    ),
);

/** 'Exibindo N de T resultados': T is the number of users received (spec §2, §9). */
export const selectResultCounter = createAppSelector([selectVisibleUsers, selectUsers], (visible, users) =>
  resultCounter(visible.length, users.length),
);
