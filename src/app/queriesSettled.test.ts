import { setupTestStore } from '@/testing/renderWithProviders';
import { baseApi } from './baseApi';
import { queriesSettled } from './queriesSettled';

/** A promise settled from outside, standing for a request's answer. */
function answer<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

let answers: Map<string, ReturnType<typeof answer<{ data: string }>>>;

// Throwaway endpoints on the real base API, answered when the test says so.
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSlow: build.query<string, string>({
      queryFn: (key) => {
        const pending = answer<{ data: string }>();
        answers.set(key, pending);
        return pending.promise;
      },
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
  afterEach(() => jest.useRealTimers());

  it('should resolve at the next idle moment when no query runs', async () => {
    const store = setupTestStore();
    const settled = queriesSettled(store.dispatch, 10_000);
    await jest.advanceTimersByTimeAsync(50);
    expect(await isSettled(settled)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should wait for a running query, then for the browser to be idle', async () => {
    const store = setupTestStore();
    void store.dispatch(testApi.endpoints.getSlow.initiate('users'));
    const settled = queriesSettled(store.dispatch, 10_000);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(await isSettled(settled)).toBe(false);

    answers.get('users')?.resolve({ data: 'rows' });
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(50);
    expect(await isSettled(settled)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should also wait for a query started from another one’s answer before the browser is idle (the location after the IP)', async () => {
    const store = setupTestStore();
    void store.dispatch(testApi.endpoints.getSlow.initiate('ip')).then(() => {
      void store.dispatch(testApi.endpoints.getSlow.initiate('location'));
    });
    const settled = queriesSettled(store.dispatch, 10_000);
    answers.get('ip')?.resolve({ data: '200.1.2.3' });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(answers.has('location')).toBe(true);
    expect(await isSettled(settled)).toBe(false);

    answers.get('location')?.resolve({ data: 'São Paulo' });
    await jest.advanceTimersByTimeAsync(50);
    expect(await isSettled(settled)).toBe(true);
  });

  it('should go ahead at the ceiling when a query never settles', async () => {
    const store = setupTestStore();
    void store.dispatch(testApi.endpoints.getSlow.initiate('hanging'));
    const settled = queriesSettled(store.dispatch, 10_000);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(await isSettled(settled)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await isSettled(settled)).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
  });
});
