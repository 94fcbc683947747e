import { baseApi, fetchAndParse } from '@/app/baseApi';
import { usersServiceUrl } from '@/config/services';
import { parseUsersResponse } from './parseUsers';
import type { User } from './types';

/** Issue 3: every user the public service has (208); the counter's total is the number received. */
export const USERS_LIMIT = 208;

/** Spec §7: `GET <users service>/users?limit=N`, checked at the boundary by parseUsersResponse. */
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], number>({
      queryFn: (limit, _api, _extraOptions, baseQuery) => fetchAndParse(baseQuery, usersServiceUrl(limit), parseUsersResponse),
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;
