import { setupTestStore } from '@/testing/renderWithProviders';
import { baseApi } from '@/api/baseApi';
import { queriesSettled } from './queriesSettled';

/** A promise settled from outside, standing for a request's answer. */
function answer<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

let answers: Map<string, ReturnType<typeof answer<{ data: string }>>>;

// Throwaway endpoints on the real base API: one answered when the test says so, one at once (as a request whose
// answer index.html already holds).
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSlow: build.query<string, string>({
      queryFn: (key) => {
        const pending = answer<{ data: string }>();
        answers.set(key, pending);
        return pending.promise;
      },
    }),
    getAtOnce: build.query<string, string>({
      queryFn: (key) => ({ data: `answer for ${key}` }),
    }),
  }),
});

/** Tells whether `promise` has settled, after letting pending reactions run. */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(0);
  return settled;
}

describe('queriesSettled', () => {
  beforeEach(() => {
    answers = new Map();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('should resolve at the next idle moment when no query runs', async () => {
    const store = setupTestStore();
    const settled = queriesSettled(store, 10_000);
    await jest.advanceTimersByTimeAsync(100);
    expect(await isSettled(settled)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should wait for a running query, then for the browser to be idle', async () => {
    const store = setupTestStore();
    void store.dispatch(testApi.endpoints.getSlow.initiate('users'));
    const settled = queriesSettled(store, 10_000);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(await isSettled(settled)).toBe(false);

    answers.get('users')?.resolve({ data: 'rows' });
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(await isSettled(settled)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should also wait for a query started from another one’s answer, and for subscribers to see it (the location after the IP)', async () => {
    // A browser with idle time before the next frame: Redux Toolkit's autoBatchEnhancer hands RTK Query's actions
    // to subscribers (React, through react-redux) in the next animation frame.
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => setTimeout(callback, 0),
      cancelIdleCallback: (handle: number) => clearTimeout(handle),
    });
    const store = setupTestStore();
    const selectIp = testApi.endpoints.getSlow.select('ip');
    const selectLocation = testApi.endpoints.getAtOnce.select('200.1.2.3');
    // As the clock page does: a subscriber starts the location once it sees the IP. The location is answered at
    // once, so it settles before any subscriber has seen it.
    let locationSeen = false;
    const unsubscribe = store.subscribe(() => {
      const ip = selectIp(store.getState()).data;
      if (ip) void store.dispatch(testApi.endpoints.getAtOnce.initiate(ip));
      locationSeen ||= selectLocation(store.getState()).data !== undefined;
    });
    void store.dispatch(testApi.endpoints.getSlow.initiate('ip'));
    let locationSeenWhenSettled: boolean | null = null;
    void queriesSettled(store, 10_000).then(() => (locationSeenWhenSettled = locationSeen));
    answers.get('ip')?.resolve({ data: '200.1.2.3' });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(locationSeenWhenSettled).toBe(true);
    unsubscribe();
  });

  it('should go ahead at the ceiling when a query never settles', async () => {
    const store = setupTestStore();
    void store.dispatch(testApi.endpoints.getSlow.initiate('hanging'));
    const settled = queriesSettled(store, 10_000);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isSettled(settled)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
