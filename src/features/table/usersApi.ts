import { baseApi, fetchAndParse } from '@/api/baseApi';
import { usersServiceUrl } from '@/config/services';
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
