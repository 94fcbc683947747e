import {
  createApi,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { CACHE_LIFETIME_SECONDS } from '@/config/constants';
import { requestsOfOneQuery, shouldRetry } from './transport';

/** The one error shape every endpoint surfaces (spec §7, §8): serializable, with the message already worded. */
export interface AppError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'INVALID_ANSWER' | 'UNKNOWN';
  message: string;
}

function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/**
 * Spec §8: failed fetches are logged as `Fetch data failed: <reason>`, once, after the retries. An aborted query (the
 * visitor left the page) ends without a value, so it is not logged.
 */
export const fetchErrorLogging: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action) && isAppError(action.payload)) console.error(action.payload.message);
  return next(action);
};

export const FETCH_FAILED_PREFIX = 'Fetch data failed: ';

export function fetchFailed(reason: string | undefined): string {
  return `${FETCH_FAILED_PREFIX}${reason?.trim() || 'Unknown error'}`;
}

/** Maps RTK Query's transport errors to the app's wording, once, in the base query. */
export function toAppError(error: FetchBaseQueryError): AppError {
  if (typeof error.status === 'number') {
    return { status: error.status, message: fetchFailed(`HTTP ${error.status}`) };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'FETCH_ERROR', message: fetchFailed(error.error) };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', message: fetchFailed('Request timed out') };
    case 'PARSING_ERROR':
      return { status: 'PARSING_ERROR', message: fetchFailed(`Invalid JSON (HTTP ${error.originalStatus})`) };
    case 'CUSTOM_ERROR':
      return { status: 'UNKNOWN', message: fetchFailed(error.error) };
    default:
      return { status: 'UNKNOWN', message: fetchFailed(undefined) };
  }
}

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, AppError, object, FetchBaseQueryMeta>;

/**
 * Spec §8 retries by RTK Query's `retry`, only of a failure a retry can help, after the back-off or the server's
 * Retry-After (transport.ts). Leaving the page aborts the query: `retry` ends its wait with no further request.
 */
const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const { request, backoff } = requestsOfOneQuery();
  const result = await retry(request, {
    retryCondition: (error, _args, { attempt }) => shouldRetry(error as FetchBaseQueryError, attempt),
    backoff,
  })(args, api, extraOptions);
  return result.error ? { error: toAppError(result.error), meta: result.meta } : result;
};

/**
 * Fetches and checks an answer at the boundary: `parse` maps the unknown JSON to a domain type and throws
 * when the answer is unusable, which becomes an `INVALID_ANSWER` error (no retry: the same answer would come back).
 */
export async function fetchAndParse<T>(
  query: (args: string | FetchArgs) => ReturnType<AppBaseQuery>,
  args: string | FetchArgs,
  parse: (raw: unknown) => T,
): Promise<{ data: T } | { error: AppError }> {
  const result = await query(args);
  if ('error' in result && result.error) return { error: result.error };
  try {
    return { data: parse(result.data) };
  } catch (error) {
    return {
      error: { status: 'INVALID_ANSWER', message: fetchFailed(error instanceof Error ? error.message : undefined) },
    };
  }
}

/** The one RTK Query API; features add their endpoints with `injectEndpoints` (code splitting). */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: CACHE_LIFETIME_SECONDS,
  // When the connection comes back (the `online` event, through setupListeners in index.tsx), every query on screen
  // is fetched again, so a page that failed while offline recovers by itself.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
