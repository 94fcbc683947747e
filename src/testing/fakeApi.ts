import { setTimeout as realDelay } from 'node:timers/promises';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fakeAnswerFor } from '../../fake-services/fakeServices';
import { baseApi } from '@/api/baseApi';
import type { AppStore } from '@/app/store';
import { DEFAULT_SERVICE_URLS } from '@/config/services';

/** Answers a request with the shared fake (fake-services/), as the dev server and the browser tests do. */
function fakeResolver({ request }: { request: Request }) {
  const answer = fakeAnswerFor(new URL(request.url));
  return answer ? HttpResponse.json(answer.body as object, { status: answer.status }) : HttpResponse.error();
}

/** The stores made for the test that runs (testing/renderWithProviders.tsx). */
const storesOfThisTest = new Set<AppStore>();

export const abortWhenTestEnds = (store: AppStore): void => {
  storesOfThisTest.add(store);
};

/**
 * After each test (setupTests.ts): aborts what its stores still wait for. On a busy machine such an answer came in
 * during a later test, and RTK Query's cache expiry for it started a timer on that test's fake clock.
 */
export async function abortRequestsLeftOut(): Promise<void> {
  const running = [...storesOfThisTest].flatMap((store) => store.dispatch(baseApi.util.getRunningQueriesThunk()));
  storesOfThisTest.clear();
  running.forEach((query) => query.abort());
  await Promise.allSettled(running);
}

/** The three real service URLs (spec §7); Jest uses them and MSW answers. */
export const SERVICE_PATTERNS = {
  users: `${DEFAULT_SERVICE_URLS.users}`,
  ip: DEFAULT_SERVICE_URLS.ip.split('?')[0] as string,
  geo: DEFAULT_SERVICE_URLS.geo.replace('{ip}', ':file'),
} as const;

const fakeHandlers = [
  http.get(SERVICE_PATTERNS.users, fakeResolver),
  http.get(SERVICE_PATTERNS.ip, fakeResolver),
  http.get(SERVICE_PATTERNS.geo.replace(':file.json', ':file'), fakeResolver),
];

export const server = setupServer(...fakeHandlers);

/** Answers every GET to `url` with `respond(attempt)` (1 for the first) and records when each arrived (fake time). */
export function recordRequests(url: string, respond: (attempt: number) => Response): number[] {
  const calls: number[] = [];
  server.use(
    http.get(url, () => {
      calls.push(Date.now());
      return respond(calls.length);
    }),
  );
  return calls;
}

/**
 * Under fakeServiceClock, moves the clock through a request's retries and checks their moments: the first request at
 * once, then for each of `waits` (ms, spec §8 back-off: 1 s, 2 s, 4 s) no retry a millisecond before it ends and one
 * when it does, and none after the last. `calls` is recordRequests' list.
 */
export async function expectRetriesAfter(calls: readonly number[], waits: readonly number[]): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
  expect(calls).toHaveLength(1);
  for (const [index, wait] of waits.entries()) {
    await jest.advanceTimersByTimeAsync(wait - 1);
    expect(calls).toHaveLength(index + 1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(index + 2);
  }
  await jest.advanceTimersByTimeAsync(120_000);
  expect(calls).toHaveLength(waits.length + 1);
}

/**
 * Under fake timers, waits in real time (the fake clock stands still) until `done()` holds, for at most 2 s. MSW
 * answers through real I/O, which a busy machine delays past a test's fake-time steps; a test that then moves the
 * clock on would time the request out and retry it. Store state shows an answer at once (only the notification of
 * subscribers waits for the fake clock), so `done` reads the store, not the page.
 */
export async function untilAnswered(done: () => boolean): Promise<void> {
  for (let waited = 0; waited < 2000 && !done(); waited += 10) await realDelay(10);
}

/** A query of `store` still waiting for its answer (RTK Query's state, which changes as soon as one is in). */
export const queryPending = (store: AppStore): boolean =>
  Object.values(store.getState().api.queries).some((query) => query?.status === QueryStatus.pending);

/**
 * For a describe block of service calls: timers that move only when a test moves them (retries and back-off in fake
 * time; microtasks stay real, so promises settle) and `console.error` recorded instead of printed (the base API logs
 * each failure). Read `consoleError` inside a test: each test gets a fresh spy.
 */
export function fakeServiceClock(now?: number): { readonly consoleError: jest.SpyInstance } {
  let consoleError: jest.SpyInstance | null = null;
  beforeEach(() => {
    jest.useFakeTimers({ now, advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError?.mockRestore());
  return {
    get consoleError() {
      if (!consoleError) throw new Error('fakeServiceClock: read consoleError inside a test');
      return consoleError;
    },
  };
}
