import { delay, http, HttpResponse } from 'msw';
import { expectRetriesAfter, fakeServiceClock, recordRequests, server } from '@/testing/fakeApi';
import { setupTestStore } from '@/testing/renderWithProviders';
import { baseApi, fetchAndParse, toAppError } from './baseApi';

const URL_UNDER_TEST = 'https://service.test/things';

// A throwaway endpoint on the real base API, as a feature would inject one.
const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThings: build.query<string[], void>({
      queryFn: (_arg, _api, _extra, baseQuery) =>
        fetchAndParse(baseQuery, URL_UNDER_TEST, (raw) => {
          if (!Array.isArray(raw)) throw new Error('not a list');
          return raw.map(String);
        }),
    }),
  }),
});

const countRequests = (respond: (attempt: number) => Response) => recordRequests(URL_UNDER_TEST, respond);

describe('baseApi', () => {
  const clock = fakeServiceClock();

  it('should return parsed data on success', async () => {
    countRequests(() => HttpResponse.json(['a', 1]));
    const store = setupTestStore();
    const result = await store.dispatch(testApi.endpoints.getThings.initiate());
    expect(result.data).toEqual(['a', '1']);
  });

  it('should retry a 500 three times with 1 s, 2 s and 4 s back-off, then log once', async () => {
    const calls = countRequests(() => HttpResponse.json({}, { status: 500 }));
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await expectRetriesAfter(calls, [1000, 2000, 4000]);
    const result = await pending;
    expect(result.error).toEqual({ status: 500, message: 'Fetch data failed: HTTP 500' });
    expect(clock.consoleError).toHaveBeenCalledTimes(1);
    expect(clock.consoleError).toHaveBeenCalledWith('Fetch data failed: HTTP 500');
  });

  it('should recover when a retry succeeds', async () => {
    const calls = countRequests((attempt) =>
      attempt < 3 ? HttpResponse.json({}, { status: 503 }) : HttpResponse.json(['ok']),
    );
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(3000);
    const result = await pending;
    expect(calls).toHaveLength(3);
    expect(result.data).toEqual(['ok']);
    expect(clock.consoleError).not.toHaveBeenCalled();
  });

  it.each([408, 429])('should retry HTTP %i', async (status) => {
    const calls = countRequests(() => HttpResponse.json({}, { status }));
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(calls).toHaveLength(4);
  });

  it.each([400, 404])('should not retry HTTP %i', async (status) => {
    const calls = countRequests(() => HttpResponse.json({}, { status }));
    const store = setupTestStore();
    const result = await store.dispatch(testApi.endpoints.getThings.initiate());
    expect(calls).toHaveLength(1);
    expect(result.error?.message).toBe(`Fetch data failed: HTTP ${status}`);
  });

  it('should retry network failures', async () => {
    const calls = countRequests(() => HttpResponse.error());
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(10_000);
    const result = await pending;
    expect(calls).toHaveLength(4);
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: expect.stringMatching(/^Fetch data failed: /) });
  });

  it('should not retry an answer that fails the boundary check', async () => {
    const calls = countRequests(() => HttpResponse.json({ not: 'a list' }));
    const store = setupTestStore();
    const result = await store.dispatch(testApi.endpoints.getThings.initiate());
    expect(calls).toHaveLength(1);
    expect(result.error).toEqual({ status: 'INVALID_ANSWER', message: 'Fetch data failed: not a list' });
  });

  it('should give up on a request after 10 s and retry it as a timeout', async () => {
    const calls = countRequests(() => HttpResponse.json(['late']));
    server.use(
      http.get(URL_UNDER_TEST, async () => {
        calls.push(Date.now());
        await delay('infinite');
        return HttpResponse.json(['never']);
      }),
    );
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(1);
    // 10 s: the first attempt times out; 1 s later the first retry starts.
    await jest.advanceTimersByTimeAsync(1 + 1000);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(3 * 10_000 + 2000 + 4000);
    const result = await pending;
    expect(calls).toHaveLength(4);
    expect(result.error).toEqual({ status: 'TIMEOUT_ERROR', message: 'Fetch data failed: Request timed out' });
  });

  describe('an error answer whose body is not JSON (a proxy\'s HTML error page)', () => {
    const htmlPage = (status: number, headers: Record<string, string> = {}) =>
      new HttpResponse(`<html><body><h1>${status} Bad Gateway</h1></body></html>`, {
        status,
        headers: { 'content-type': 'text/html', ...headers },
      });

    it('should retry a 502 three times with 1 s, 2 s and 4 s back-off, then fail like any server error', async () => {
      const calls = countRequests(() => htmlPage(502));
      const store = setupTestStore();
      const pending = store.dispatch(testApi.endpoints.getThings.initiate());
      await expectRetriesAfter(calls, [1000, 2000, 4000]);
      const result = await pending;
      expect(calls).toHaveLength(4);
      expect(result.error).toEqual({ status: 502, message: 'Fetch data failed: HTTP 502' });
      expect(clock.consoleError).toHaveBeenCalledTimes(1);
      expect(clock.consoleError).toHaveBeenCalledWith('Fetch data failed: HTTP 502');
    });

    it.each([500, 503, 504, 408, 429])('should retry HTTP %i, and recover when a retry answers', async (status) => {
      const calls = countRequests((attempt) => (attempt < 4 ? htmlPage(status) : HttpResponse.json(['back'])));
      const store = setupTestStore();
      const pending = store.dispatch(testApi.endpoints.getThings.initiate());
      await jest.advanceTimersByTimeAsync(1000 + 2000 + 4000);
      const result = await pending;
      expect(calls).toHaveLength(4);
      expect(result.data).toEqual(['back']);
      expect(clock.consoleError).not.toHaveBeenCalled();
    });

    it('should not retry a 404 page, and word it as the HTTP error', async () => {
      const calls = countRequests(() => htmlPage(404));
      const store = setupTestStore();
      const result = await store.dispatch(testApi.endpoints.getThings.initiate());
      expect(calls).toHaveLength(1);
      expect(result.error).toEqual({ status: 404, message: 'Fetch data failed: HTTP 404' });
    });

    it('should still refuse a successful answer that is not JSON, without retrying it', async () => {
      const calls = countRequests(() => new HttpResponse('<html>portal</html>', { headers: { 'content-type': 'text/html' } }));
      const store = setupTestStore();
      const result = await store.dispatch(testApi.endpoints.getThings.initiate());
      expect(calls).toHaveLength(1);
      expect(result.error).toEqual({ status: 'PARSING_ERROR', message: 'Fetch data failed: Invalid JSON (HTTP 200)' });
    });

    it('should still ask for JSON', async () => {
      const accepts: Array<string | null> = [];
      server.use(
        http.get(URL_UNDER_TEST, ({ request }) => {
          accepts.push(request.headers.get('accept'));
          return HttpResponse.json(['ok']);
        }),
      );
      const store = setupTestStore();
      await store.dispatch(testApi.endpoints.getThings.initiate());
      expect(accepts).toEqual(['application/json']);
    });
  });

  describe('Retry-After', () => {
    const busy = (status: number, retryAfter: string) =>
      HttpResponse.json({}, { status, headers: { 'Retry-After': retryAfter } });

    /** Runs the query with the first answers from `answers`, then success; returns when each request was made. */
    async function requestTimes(answers: Array<() => Response>, advanceMs: number) {
      const calls = countRequests((attempt) => answers[attempt - 1]?.() ?? HttpResponse.json(['ok']));
      const started = Date.now();
      const store = setupTestStore();
      const pending = store.dispatch(testApi.endpoints.getThings.initiate());
      await jest.advanceTimersByTimeAsync(advanceMs);
      const result = await pending;
      return { at: calls.map((time) => time - started), result };
    }

    it('should wait the seconds a 503 or 429 asks for instead of the back-off', async () => {
      const { at, result } = await requestTimes([() => busy(503, '5'), () => busy(429, '3')], 8_000);
      expect(at).toEqual([0, 5_000, 8_000]);
      expect(result.data).toEqual(['ok']);
    });

    it('should wait until the HTTP date it gives, on an HTML error page too', async () => {
      jest.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
      const page = () =>
        new HttpResponse('<html>busy</html>', {
          status: 503,
          headers: { 'content-type': 'text/html', 'Retry-After': 'Sun, 01 Mar 2026 12:00:07 GMT' },
        });
      const { at, result } = await requestTimes([page], 7_000);
      expect(at).toEqual([0, 7_000]);
      expect(result.data).toEqual(['ok']);
    });

    it('should wait at most 30 s, however long the server asks for', async () => {
      jest.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
      const { at } = await requestTimes(
        [() => busy(503, '3600'), () => busy(503, 'Sun, 01 Mar 2026 18:00:00 GMT'), () => busy(503, '31')],
        3 * 30_000,
      );
      expect(at).toEqual([0, 30_000, 60_000, 90_000]);
    });

    it('should retry at once when the date has passed or the wait is 0', async () => {
      jest.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
      // Both retries come before the 1 s back-off would have let the first one go (a 0 ms timer may take 1 ms).
      const { at } = await requestTimes([() => busy(503, 'Sun, 01 Mar 2026 11:00:00 GMT'), () => busy(503, '0')], 999);
      expect(at).toHaveLength(3);
      expect(Math.max(...at)).toBeLessThan(10);
    });

    it('should use the usual back-off when the header says nothing it can use', async () => {
      const { at } = await requestTimes([() => busy(503, 'soon'), () => busy(503, '-5'), () => busy(503, '1.5')], 7_000);
      expect(at).toEqual([0, 1_000, 3_000, 7_000]);
    });

    it('should still retry at most 3 times, then fail with the spec wording', async () => {
      const { at, result } = await requestTimes(Array.from({ length: 5 }, () => () => busy(429, '2')), 60_000);
      expect(at).toEqual([0, 2_000, 4_000, 6_000]);
      expect(result.error).toEqual({ status: 429, message: 'Fetch data failed: HTTP 429' });
    });

    it('should stop at once, with no further request, when aborted during the wait', async () => {
      const calls = countRequests(() => busy(503, '20'));
      const store = setupTestStore();
      const pending = store.dispatch(testApi.endpoints.getThings.initiate());
      await jest.advanceTimersByTimeAsync(10_000);
      pending.abort();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(1);
      expect(jest.getTimerCount()).toBe(0);
      expect(clock.consoleError).not.toHaveBeenCalled();
    });
  });

  it('should keep unused data 5 minutes, then drop it (spec §9)', async () => {
    countRequests(() => HttpResponse.json(['cached']));
    const store = setupTestStore();
    const subscription = store.dispatch(testApi.endpoints.getThings.initiate());
    await subscription;
    subscription.unsubscribe();
    const select = testApi.endpoints.getThings.select();
    await jest.advanceTimersByTimeAsync(299_000);
    expect(select(store.getState()).data).toEqual(['cached']);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(select(store.getState()).data).toBeUndefined();
  });

  it('should stop at once, with no further request, when aborted during a back-off', async () => {
    const calls = countRequests(() => HttpResponse.json({}, { status: 500 }));
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    pending.abort();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
    // Leaving a page is not a failure: nothing is logged.
    expect(clock.consoleError).not.toHaveBeenCalled();
  });
});

describe('early responses (index.html asked before the app loaded)', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    delete window.__earlyResponses;
    consoleError.mockRestore();
  });

  it('should use the early answer for the first request to that URL, and the network for the next', async () => {
    const calls = countRequests(() => HttpResponse.json(['from the network']));
    window.__earlyResponses = { [URL_UNDER_TEST]: Promise.resolve(Response.json(['early'])) };
    const store = setupTestStore();
    const first = await store.dispatch(testApi.endpoints.getThings.initiate());
    expect(first.data).toEqual(['early']);
    expect(calls).toHaveLength(0);
    const again = await store.dispatch(testApi.endpoints.getThings.initiate(undefined, { forceRefetch: true }));
    expect(again.data).toEqual(['from the network']);
    expect(calls).toHaveLength(1);
  });

  it('should ignore an early answer for another URL', async () => {
    const calls = countRequests(() => HttpResponse.json(['from the network']));
    const other = Promise.resolve(Response.json(['other']));
    window.__earlyResponses = { 'https://service.test/other': other };
    const store = setupTestStore();
    const result = await store.dispatch(testApi.endpoints.getThings.initiate());
    expect(result.data).toEqual(['from the network']);
    expect(calls).toHaveLength(1);
    expect(window.__earlyResponses['https://service.test/other']).toBe(other);
  });

  it('should check an early answer like any other, and retry a failed one on the network', async () => {
    const calls = countRequests(() => HttpResponse.json(['retried']));
    window.__earlyResponses = { [URL_UNDER_TEST]: Promise.reject(new TypeError('Failed to fetch')) };
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(1000);
    const result = await pending;
    expect(result.data).toEqual(['retried']);
    expect(calls).toHaveLength(1);
  });

  /** An early answer whose body sends a first chunk, then nothing more. */
  const stalledBody = () =>
    Promise.resolve(
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('["par'));
          },
        }),
      ),
    );

  it.each([
    ['that never comes', () => new Promise<Response>(() => undefined)],
    ['whose body stalls', stalledBody],
  ])('should give up on an early answer %s after 10 s, as on any request, and retry on the network', async (_case, early) => {
    const calls = countRequests(() => HttpResponse.json(['retried']));
    window.__earlyResponses = { [URL_UNDER_TEST]: early() };
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(9_999);
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1 + 1000);
    const result = await pending;
    expect(result.data).toEqual(['retried']);
    expect(calls).toHaveLength(1);
  });

  it('should stop, with no request and nothing logged, when the visitor leaves during an early answer', async () => {
    const calls = countRequests(() => HttpResponse.json(['from the network']));
    window.__earlyResponses = { [URL_UNDER_TEST]: new Promise<Response>(() => undefined) };
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const store = setupTestStore();
    const pending = store.dispatch(testApi.endpoints.getThings.initiate());
    await jest.advanceTimersByTimeAsync(500);
    pending.abort();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('should reject an unusable early answer at the boundary, as it would the same answer from the network', async () => {
    countRequests(() => HttpResponse.json(['from the network']));
    window.__earlyResponses = { [URL_UNDER_TEST]: Promise.resolve(Response.json({ not: 'a list' })) };
    const store = setupTestStore();
    const result = await store.dispatch(testApi.endpoints.getThings.initiate());
    expect(result.error).toEqual({ status: 'INVALID_ANSWER', message: 'Fetch data failed: not a list' });
  });
});

describe('toAppError', () => {
  it('should word every transport error as "Fetch data failed: <reason>"', () => {
    expect(toAppError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).message).toBe('Fetch data failed: Request timed out');
    expect(toAppError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(
      'Fetch data failed: TypeError: Failed to fetch',
    );
    expect(toAppError({ status: 'CUSTOM_ERROR', error: '' }).message).toBe('Fetch data failed: Unknown error');
    expect(toAppError({ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'x' }).message).toBe(
      'Fetch data failed: Invalid JSON (HTTP 200)',
    );
  });
});
