import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { CACHE_LIFETIME_SECONDS, REQUEST_TIMEOUT_MS } from '@/config/constants';
import { abortableSleep, retryDelay, shouldRetry } from './backoff';
import { takeEarlyResponse } from './earlyResponses';

/** The one error shape every endpoint surfaces (spec §7, §8): serializable, with the message already worded. */
export interface AppError {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'INVALID_ANSWER' | 'ABORTED' | 'UNKNOWN';
  message: string;
}

function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/**
 * Spec §8: failed fetches are logged as `Fetch data failed: <reason>`, once, after the retries.
 * An aborted request (the visitor left the page) is not a failure worth logging.
 */
export const fetchErrorLogging: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action) && isAppError(action.payload) && action.payload.status !== 'ABORTED') {
    console.error(action.payload.message);
  }
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
      return error.error === 'Aborted'
        ? { status: 'ABORTED', message: fetchFailed('Aborted') }
        : { status: 'UNKNOWN', message: fetchFailed(error.error) };
    default:
      return { status: 'UNKNOWN', message: fetchFailed(undefined) };
  }
}

/** Someone who wants to know when a request has gone unanswered for a while (useVisitorLocation). */
interface SlowRequestWatcher {
  matches: (url: string) => boolean;
  afterMs: number;
  onSlow: () => void;
}

/** A request in flight: when it started, and the watchers' timers running for it. */
interface RequestInFlight {
  url: string;
  startedAt: number;
  timers: ReturnType<typeof setTimeout>[];
}

const slowRequestWatchers = new Set<SlowRequestWatcher>();
const requestsInFlight = new Set<RequestInFlight>();

function startWatcherTimer(watcher: SlowRequestWatcher, request: RequestInFlight): void {
  if (!watcher.matches(request.url)) return;
  const waited = Date.now() - request.startedAt;
  request.timers.push(
    setTimeout(
      () => {
        if (slowRequestWatchers.has(watcher)) watcher.onSlow();
      },
      Math.max(0, watcher.afterMs - waited),
    ),
  );
}

/**
 * Calls `onSlow` when a request whose URL `matches` is still unanswered (headers or body) after `afterMs`, counted
 * from the request's start: one already running when the watch begins counts too (a page's first requests start
 * before it mounts: index.html's early requests, api/earlyResponses.ts). Returns the function that stops watching. Retries and their back-off
 * are not "waiting": only a request in flight counts.
 */
export function watchSlowRequests(matches: (url: string) => boolean, afterMs: number, onSlow: () => void): () => void {
  const watcher = { matches, afterMs, onSlow };
  slowRequestWatchers.add(watcher);
  for (const request of requestsInFlight) startWatcherTimer(watcher, request);
  return () => slowRequestWatchers.delete(watcher);
}

/** Starts the watchers' timers for one request; the returned function is called once it has been answered. */
function trackRequest(url: string): () => void {
  const request: RequestInFlight = { url, startedAt: Date.now(), timers: [] };
  requestsInFlight.add(request);
  for (const watcher of slowRequestWatchers) startWatcherTimer(watcher, request);
  return () => {
    requestsInFlight.delete(request);
    request.timers.forEach(clearTimeout);
  };
}

/** The reason the request timeout aborts with (fetchBaseQuery's `timeout`: AbortSignal.timeout's TimeoutError). */
const isTimeout = (reason: unknown): boolean =>
  (reason instanceof Error || reason instanceof DOMException) && reason.name === 'TimeoutError';

/** Statuses whose response can have no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch`, with a body that fails as soon as the request's signal aborts. The 10 s timeout aborts that signal, but a
 * body that stalls after the headers is not always cut by it (it depends on the platform), which left the request
 * hanging or failing as a parsing error. Failing the body with the signal's reason (a `TimeoutError`) lets
 * fetchBaseQuery report TIMEOUT_ERROR, which is retried like any timeout (spec §8).
 */
export async function fetchWithAbortableBody(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && !init ? input : new Request(input, init);
  const answered = trackRequest(request.url);
  const { signal } = request;
  const aborted = new Promise<never>((_resolve, reject) => {
    const fail = () => reject(signal.reason instanceof Error || signal.reason instanceof DOMException ? signal.reason : new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => undefined); // observed by every wait below; never an unhandled rejection on its own
  let response: Response;
  try {
    // An answer index.html already asked for is used instead of a second request (earlyResponses.ts). It was not
    // started with this request's signal, so the wait for it ends with that signal (the 10 s timeout, a page left).
    const early = takeEarlyResponse(request);
    response = await (early ? Promise.race([early, aborted]) : fetch(request));
  } catch (error) {
    answered();
    throw error;
  }
  if (!response.body || NULL_BODY_STATUSES.has(response.status)) {
    answered();
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await Promise.race([reader.read(), aborted]);
        if (chunk.done) {
          answered();
          controller.close();
        } else {
          controller.enqueue(chunk.value);
        }
      } catch (error) {
        answered();
        // Aborted because the visitor left (not the timeout): nobody reads this answer any more (the query's thunk has
        // already ended as aborted), so the body just ends. Failing it would make Firefox log "Failed to read data
        // from the ReadableStream" for each reader of the body (RTK reads it and its clone). A timeout, or a
        // connection lost mid-body, still fails it: that is how fetchBaseQuery tells them apart.
        if (signal.aborted && !isTimeout(signal.reason)) controller.close();
        else controller.error(error);
        reader.cancel(error).catch(() => undefined);
      }
    },
    cancel(reason) {
      answered();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * An answer's body: JSON when the answer is a success (a body that is not JSON fails as PARSING_ERROR, and is not
 * retried: the same answer would come back), plain text when it is an error. A proxy or CDN answers a 502, 503 or
 * 429 with its own HTML page; read as JSON it became a PARSING_ERROR, never retried and not worded as the HTTP error it
 * is. As text it stays `{ status: 502 }`: retried like any server error (spec §8), then 'Fetch data failed: HTTP 502'.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text.length ? JSON.parse(text) : null;
}

const fetchWithTimeout = fetchBaseQuery({
  timeout: REQUEST_TIMEOUT_MS,
  fetchFn: fetchWithAbortableBody,
  responseHandler: readBody,
  // What fetchBaseQuery sends by itself with its JSON handler, kept with ours.
  headers: { accept: 'application/json' },
});

type TransportQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

const ABORTED: { error: FetchBaseQueryError } = { error: { status: 'CUSTOM_ERROR', error: 'Aborted' } };

/**
 * Spec §8 retries: a failure that a retry can help (backoff.shouldRetry) is tried again up to 3 times, after the wait
 * backoff.retryDelay gives: the answer's `Retry-After` when it has one (capped at 30 s), else 1 s, 2 s, 4 s. The
 * query's signal aborts when the visitor leaves the page, which ends a wait at once, with no further request.
 */
const fetchWithRetry: TransportQuery = async (args, api, extraOptions) => {
  for (let retry = 1; ; retry += 1) {
    if (api.signal.aborted) return ABORTED;
    const result = await fetchWithTimeout(args, api, extraOptions);
    if (!result.error || !shouldRetry(result.error, retry)) return result;
    try {
      await abortableSleep(retryDelay(retry, result.meta?.response?.headers.get('retry-after'), Date.now()), api.signal);
    } catch {
      return ABORTED;
    }
  }
};

export type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, AppError, object, FetchBaseQueryMeta>;

const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const result = await fetchWithRetry(args, api, extraOptions);
  if (result.error) {
    return { error: toAppError(result.error), meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
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

