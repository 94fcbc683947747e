import {
  createApi,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { isRejectedWithValue, type Middleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
// api/ lies below app/, so it cannot take app/hooks' typed dispatch; useAbortOnUnmount dispatches this API's thunk.
// eslint-disable-next-line no-restricted-imports
import { useDispatch } from 'react-redux';
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

/** Spec §8: a failed fetch is logged once, after the retries; an aborted query ends without a value, so is not. */
export const fetchErrorLogging: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action) && isAppError(action.payload)) console.error(action.payload.message);
  return next(action);
};

const FETCH_FAILED_PREFIX = 'Fetch data failed: ';

function fetchFailed(reason: string | undefined): string {
  return `${FETCH_FAILED_PREFIX}${reason?.trim() || 'Unknown error'}`;
}

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

// Spec §8 retries (DECISIONS, **Networks**).
const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const { request, backoff } = requestsOfOneQuery();
  const result = await retry(request, {
    retryCondition: (error, _args, { attempt }) => shouldRetry(error as FetchBaseQueryError, attempt),
    backoff,
  })(args, api, extraOptions);
  return result.error ? { error: toAppError(result.error), meta: result.meta } : result;
};

/** `parse` throws on an unusable answer: an `INVALID_ANSWER`, not retried (DECISIONS, **Answers are checked in
 *  `queryFn` with `fetchAndParse`, not in `transformResponse`**). */
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

/** Features add their endpoints with `injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: CACHE_LIFETIME_SECONDS,
  // A page that failed while offline recovers by itself.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Spec §8: RTK Query keeps a query running after its last subscriber unmounts, so leaving the page aborts it.
 *  Deferred by a task so React's StrictMode remount does not abort it. */
export function useAbortOnUnmount(endpointName: string, arg: unknown): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const pendingAbort = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(pendingAbort.current);
    return () => {
      pendingAbort.current = window.setTimeout(() => {
        // The base API is typed without endpoints; features inject theirs, so the name is checked by the caller.
        const running = dispatch(baseApi.util.getRunningQueryThunk(endpointName as never, arg as never)) as
          | { abort?: () => void }
          | undefined;
        running?.abort?.();
      }, 0);
    };
  }, [dispatch, endpointName, arg]);
}
