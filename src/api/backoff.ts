import { BACKOFF_CAP_MS, BACKOFF_START_MS, MAX_RETRIES, RETRY_AFTER_CAP_MS } from '@/config/constants';

/**
 * Spec §8: retries back off exponentially, starting at 1 s, doubling, capped at 30 s.
 * `retry` is 1 for the wait before the first retry: 1 s, 2 s, 4 s, … 30 s.
 */
export function backoffDelay(retry: number): number {
  if (!Number.isFinite(retry) || retry < 1) return BACKOFF_START_MS;
  return Math.min(BACKOFF_START_MS * 2 ** (retry - 1), BACKOFF_CAP_MS);
}

/**
 * The wait a `Retry-After` header asks for, in ms: whole seconds (`120`) or an HTTP date (`Wed, 21 Oct 2026 07:28:00
 * GMT`, counted from `now`; a past date is 0). Null when there is no header or it says neither, so the usual back-off
 * applies.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  // Only something shaped like an HTTP date: Date.parse would also read "12" or "2026" as a year.
  if (!/^[A-Za-z]{3,9},? /.test(value)) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : null;
}

/**
 * The wait before the `retry`-th retry (1-based): what the server's `Retry-After` asks for, capped at 30 s
 * (RETRY_AFTER_CAP_MS), else the spec §8 back-off (1 s, 2 s, 4 s).
 */
export function retryDelay(retry: number, retryAfter: string | null | undefined, now: number): number {
  const asked = retryAfterMs(retryAfter, now);
  return asked === null ? backoffDelay(retry) : Math.min(asked, RETRY_AFTER_CAP_MS);
}

/** What a failed request looks like to the retry policy (a subset of RTK Query's FetchBaseQueryError). */
export type RequestFailure =
  | { status: number }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR' };

/**
 * Spec §8 retries, docs/DECISIONS.md "Networks": retry only where a retry can help: network failure, timeout, 5xx, 408 and 429,
 * whatever their body (a proxy's HTML error page is still an HTTP error, see baseApi.readBody). Any other 4xx, and a
 * successful answer whose body is not JSON (PARSING_ERROR), would fail the same way again.
 */
export function isRetryable(failure: RequestFailure): boolean {
  const { status } = failure;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  if (typeof status !== 'number') return false;
  return status >= 500 || status === 408 || status === 429;
}

/** Whether the `retry`-th retry (1-based) may still run for this failure (spec §8: at most 3). */
export function shouldRetry(failure: RequestFailure, retry: number): boolean {
  return retry <= MAX_RETRIES && isRetryable(failure);
}

/** Waits `ms`, or rejects at once when the signal aborts (the visitor left the page during a back-off). */
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
