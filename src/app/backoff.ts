import { BACKOFF_CAP_MS, BACKOFF_START_MS, MAX_RETRIES } from '@/config/constants';

/**
 * Spec §8: retries back off exponentially, starting at 1 s, doubling, capped at 30 s.
 * `retry` is 1 for the wait before the first retry: 1 s, 2 s, 4 s, … 30 s.
 */
export function backoffDelay(retry: number): number {
  if (!Number.isFinite(retry) || retry < 1) return BACKOFF_START_MS;
  return Math.min(BACKOFF_START_MS * 2 ** (retry - 1), BACKOFF_CAP_MS);
}

/** What a failed request looks like to the retry policy (a subset of RTK Query's FetchBaseQueryError). */
export type RequestFailure =
  | { status: number }
  | { status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | 'CUSTOM_ERROR' };

/**
 * Spec §8 retries, docs/DECISIONS.md "Networks": retry only where a retry can help: network failure, timeout, 5xx, 408 and 429.
 * Any other 4xx (and a body that is not JSON) would fail the same way again.
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
