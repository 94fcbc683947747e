import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import {
  abortableSleep,
  backoffDelay,
  isRetryable,
  requestsOfOneQuery,
  retryAfterMs,
  retryDelay,
  shouldRetry,
} from './transport';

describe('backoffDelay', () => {
  it('should start at 1 s and double (spec §8)', () => {
    expect([1, 2, 3, 4, 5].map(backoffDelay)).toEqual([1000, 2000, 4000, 8000, 16000]);
  });

  it('should cap the wait at 30 s', () => {
    expect(backoffDelay(6)).toBe(30_000);
    expect(backoffDelay(50)).toBe(30_000);
  });

  it('should treat nonsense attempts as the first', () => {
    expect(backoffDelay(0)).toBe(1000);
    expect(backoffDelay(Number.NaN)).toBe(1000);
  });
});

describe('retryAfterMs', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  it('should read whole seconds', () => {
    expect(retryAfterMs('5', now)).toBe(5_000);
    expect(retryAfterMs(' 120 ', now)).toBe(120_000);
    expect(retryAfterMs('0', now)).toBe(0);
  });

  it('should read an HTTP date as the time left until it, 0 once it has passed', () => {
    expect(retryAfterMs('Sun, 01 Mar 2026 12:00:07 GMT', now)).toBe(7_000);
    expect(retryAfterMs('Sunday, 01-Mar-26 12:00:07 GMT', now)).toBe(7_000);
    expect(retryAfterMs('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it.each([null, undefined, '', '  ', 'soon', '-5', '1.5', '1e3', '5 seconds', 'Sun, 99 Foo 2026 nonsense'])(
    'should give null for %p (the usual back-off applies)',
    (header) => {
      expect(retryAfterMs(header, now)).toBeNull();
    },
  );
});

describe('retryDelay', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  it('should use the back-off when the server asks nothing (spec §8: 1 s, 2 s, 4 s)', () => {
    expect([1, 2, 3].map((retry) => retryDelay(retry, null, now))).toEqual([1000, 2000, 4000]);
    expect(retryDelay(2, 'later', now)).toBe(2000);
  });

  it('should wait what Retry-After asks for instead, capped at 30 s', () => {
    expect(retryDelay(1, '5', now)).toBe(5_000);
    expect(retryDelay(3, '1', now)).toBe(1_000);
    expect(retryDelay(1, '3600', now)).toBe(30_000);
    expect(retryDelay(1, 'Sun, 01 Mar 2026 18:00:00 GMT', now)).toBe(30_000);
  });
});

describe('isRetryable', () => {
  it.each([['FETCH_ERROR'], ['TIMEOUT_ERROR']] as const)('should retry %s', (status) => {
    expect(isRetryable({ status })).toBe(true);
  });

  it.each([500, 502, 503, 599, 408, 429])('should retry HTTP %i', (status) => {
    expect(isRetryable({ status })).toBe(true);
  });

  it.each([400, 401, 403, 404, 410, 422])('should not retry HTTP %i', (status) => {
    expect(isRetryable({ status })).toBe(false);
  });

  it('should not retry a successful answer that is not JSON', () => {
    expect(isRetryable({ status: 'PARSING_ERROR' })).toBe(false);
    expect(isRetryable({ status: 'CUSTOM_ERROR' })).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('should allow three retries and no fourth', () => {
    expect([1, 2, 3, 4].map((retry) => shouldRetry({ status: 503 }, retry))).toEqual([true, true, true, false]);
  });
});

describe('abortableSleep', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should resolve after the delay', async () => {
    const done = jest.fn();
    void abortableSleep(1000).then(done);
    await jest.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });

  it('should reject at once and clear its timer when aborted', async () => {
    const controller = new AbortController();
    const sleeping = abortableSleep(30_000, controller.signal);
    controller.abort();
    await expect(sleeping).rejects.toThrow('Aborted');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should reject when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(abortableSleep(10, controller.signal)).rejects.toThrow('Aborted');
  });
});

describe("one request, on Node's fetch and a real server", () => {
  let url = '';
  const stalled: ServerResponse[] = [];
  const server = createServer((_request, response) => {
    // Headers and the first bytes at once; the rest never comes.
    response.writeHead(200, { 'content-type': 'application/json' }).write('["par');
    stalled.push(response);
  });
  const signal = new AbortController().signal;
  const api = { signal, getState: () => ({}), endpoint: 'test', type: 'query' } as unknown as BaseQueryApi;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/things`;
  });
  afterAll(async () => {
    stalled.forEach((response) => response.destroy());
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  // MSW's mocked bodies do not end when the request aborts, so this is shown here, not in baseApi.dom.test.ts.
  it('should time out a body that stalls after the headers with the request timeout alone', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const pending = requestsOfOneQuery().request(url, api, {});
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // The headers are in: only the body is left to stall.
    await expect(fetchSpy.mock.results[0]?.value).resolves.toMatchObject({ status: 200 });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
    fetchSpy.mockRestore();
  });
});
