// What RTK Query's fetchBaseQuery and retry do not do by themselves: take over index.html's early answers under the
// request timeout, read error pages as text, and wait the spec §8 back-off or what the server's Retry-After asks.
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type RetryOptions,
} from '@reduxjs/toolkit/query/react';
import {
  BACKOFF_CAP_MS,
  BACKOFF_START_MS,
  MAX_RETRIES,
  REQUEST_TIMEOUT_MS,
  RETRY_AFTER_CAP_MS,
} from '@/config/constants';

type TransportQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** Rejects with the signal's reason once it aborts: the request timeout (a TimeoutError) or the visitor leaving. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => {
      const reason: unknown = signal.reason;
      reject(reason instanceof Error ? reason : new DOMException('Aborted', 'AbortError'));
    };
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

declare global {
  interface Window {
    /** Set by index.html's inline script: absolute URL → the response promise of the fetch it started. */
    __earlyResponses?: Record<string, Promise<Response> | undefined>;
  }
}

/** An answer index.html asked for before the page mounted (DECISIONS, **Early requests from `index.html`**). Each
 *  goes once to the first GET of its URL; a retry goes to the network, so an early answer can only come sooner. */
function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || typeof window === 'undefined') return undefined;
  const early = window.__earlyResponses;
  const response = early?.[request.url];
  if (!early || !response) return undefined;
  delete early[request.url];
  return response;
}

/** The answer index.html already asked for, else the network. The early request lacks this request's signal, so it
 *  is awaited against it: a stall times out like any request. */
async function fetchEarlyOrNetwork(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request && !init ? input : new Request(input, init);
  const early = takeEarlyResponse(request);
  if (!early) return fetch(request);
  const complete = early.then(async (response) => {
    await response.clone().arrayBuffer();
    return response;
  });
  return Promise.race([complete, whenAborted(request.signal)]);
}

/** JSON for a success, text for an error: a proxy's HTML error page stays an HTTP error (spec §8). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text.length ? JSON.parse(text) : null;
}

/** One request, no retry. A body that stalls after the headers is cut by the timeout's signal: a TIMEOUT_ERROR. */
const fetchOnce = fetchBaseQuery({
  timeout: REQUEST_TIMEOUT_MS,
  fetchFn: fetchEarlyOrNetwork,
  responseHandler: readBody,
  headers: { accept: 'application/json' },
});

/** Spec §8: the wait before the `retry`-th retry (1-based), doubling from the start and capped. */
export function backoffDelay(retry: number): number {
  if (!Number.isFinite(retry) || retry < 1) return BACKOFF_START_MS;
  return Math.min(BACKOFF_START_MS * 2 ** (retry - 1), BACKOFF_CAP_MS);
}

/** The wait a `Retry-After` header asks for: whole seconds or an HTTP date (a past one is 0); null if neither. */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Only something shaped like an HTTP date: Date.parse would also read "12" or "2026" as a year.
  if (!/^[A-Za-z]{3,9},? /.test(value)) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

export function retryDelay(retry: number, retryAfter: string | null | undefined, now: number): number {
  const asked = retryAfterMs(retryAfter, now);
  return asked === null ? backoffDelay(retry) : Math.min(asked, RETRY_AFTER_CAP_MS);
}

export type RequestFailure =
  | { status: number }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR' };

/** Spec §8 and DECISIONS, **Networks**: retry only what a retry can help; other 4xx would fail the same way again. */
export function isRetryable({ status }: RequestFailure): boolean {
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  if (typeof status !== 'number') return false;
  return status >= 500 || status === 408 || status === 429;
}

/** Whether the `retry`-th retry (1-based) may run for this failure (spec §8). */
export function shouldRetry(failure: RequestFailure, retry: number): boolean {
  return retry <= MAX_RETRIES && isRetryable(failure);
}

/** Rejects at once when the signal aborts (the visitor left the page). */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One query's requests for RTK Query's `retry`: RTK hands its back-off only the attempt number, so `request` keeps
 *  the last Retry-After for `backoff`. */
export function requestsOfOneQuery(): { request: TransportQuery; backoff: NonNullable<RetryOptions['backoff']> } {
  let retryAfter: string | null = null;
  return {
    request: async (args, api, extraOptions) => {
      const result = await fetchOnce(args, api, extraOptions);
      retryAfter = result.meta?.response?.headers.get('retry-after') ?? null;
      return result;
    },
    backoff: (attempt, _maxRetries, signal) => abortableSleep(retryDelay(attempt, retryAfter, Date.now()), signal),
  };
}
