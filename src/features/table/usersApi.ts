import { baseApi, fetchAndParse } from '@/api/baseApi';
import { earlyAnswerUsable } from '@/api/earlyResponses';
import type { AppDispatch } from '@/app/store';
import { USERS_LIMIT, usersServiceUrl } from '@/config/services';
import { parseUsersResponse } from './parseUsers';
import type { User } from './types';

export { USERS_LIMIT } from '@/config/services';

/**
 * Spec §7: `GET <users service>/users?limit=N`, checked at the boundary by parseUsersResponse. Like every query of
 * the base API it runs again by itself when the connection comes back (`refetchOnReconnect`), besides the
 * 'Tentar novamente' button.
 */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], number>({
      queryFn: (limit, _api, _extraOptions, baseQuery) => fetchAndParse(baseQuery, usersServiceUrl(limit), parseUsersResponse),
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;

/**
 * The users list the table asks for as it mounts (`USERS_LIMIT`), put in the cache before its first render (PageChunk
 * `prefetch`) when index.html's early answer is one it will show; the table's own query then finds it there. Any
 * other answer is left to that query, so a failure is asked for and reported once, as without this. Not a
 * subscription: the page's query holds the list.
 */
export async function prefetchUsers(dispatch: AppDispatch): Promise<void> {
  if (!(await earlyAnswerUsable(usersServiceUrl(USERS_LIMIT), parseUsersResponse))) return;
  await dispatch(usersApi.endpoints.getUsers.initiate(USERS_LIMIT, { subscribe: false }));
}
