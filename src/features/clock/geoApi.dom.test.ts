import { http, HttpResponse } from 'msw';
import { FAKE_GEO, FAKE_IP } from '../../../fake-services/fakeServices';
import { SERVICE_PATTERNS, expectRetriesAfter, fakeServiceClock, recordRequests, server } from '@/testing/fakeApi';
import { setupTestStore } from '@/testing/renderWithProviders';
import { geoApi } from './geoApi';

const IP_URL = SERVICE_PATTERNS.ip;
const GEO_URL = `https://get.geojs.io/v1/ip/geo/${FAKE_IP}.json`;

const START = Date.UTC(2026, 10, 22, 16, 5, 9);

describe('geoApi', () => {
  const clock = fakeServiceClock(START);

  describe('getIp', () => {
    it('should ask the IP service for JSON and return the ip (spec §7)', async () => {
      const urls: string[] = [];
      server.use(
        http.get(IP_URL, ({ request }) => {
          urls.push(request.url);
          return HttpResponse.json({ ip: FAKE_IP });
        }),
      );
      const store = setupTestStore();
      const result = await store.dispatch(geoApi.endpoints.getIp.initiate());
      expect(result.data).toBe(FAKE_IP);
      expect(urls).toEqual(['https://api.ipify.org/?format=json']);
    });

    it('should retry a failing IP service 3 times after 1 s, 2 s and 4 s, then log once (spec §8)', async () => {
      const calls = recordRequests(IP_URL, () => HttpResponse.json({}, { status: 503 }));
      const store = setupTestStore();
      const pending = store.dispatch(geoApi.endpoints.getIp.initiate());
      await expectRetriesAfter(calls, [1000, 2000, 4000]);
      expect(calls.map((at) => at - START)).toEqual([0, 1000, 3000, 7000]);
      const result = await pending;
      expect(result.error).toEqual({ status: 503, message: 'Fetch data failed: HTTP 503' });
      expect(clock.consoleError).toHaveBeenCalledTimes(1);
      expect(clock.consoleError).toHaveBeenCalledWith('Fetch data failed: HTTP 503');
    });

    it('should retry network failures of the IP service the same way', async () => {
      const calls = recordRequests(IP_URL, () => HttpResponse.error());
      const store = setupTestStore();
      const pending = store.dispatch(geoApi.endpoints.getIp.initiate());
      await jest.advanceTimersByTimeAsync(10_000);
      const result = await pending;
      expect(calls.map((at) => at - START)).toEqual([0, 1000, 3000, 7000]);
      expect(result.error).toMatchObject({ status: 'FETCH_ERROR', message: expect.stringMatching(/^Fetch data failed: /) });
      expect(clock.consoleError).toHaveBeenCalledTimes(1);
    });

    it('should recover when a retry succeeds, without logging', async () => {
      const calls = recordRequests(IP_URL, (attempt) =>
        attempt < 3 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ ip: '198.51.100.7' }),
      );
      const store = setupTestStore();
      const pending = store.dispatch(geoApi.endpoints.getIp.initiate());
      await jest.advanceTimersByTimeAsync(3000);
      const result = await pending;
      expect(calls).toHaveLength(3);
      expect(result.data).toBe('198.51.100.7');
      expect(clock.consoleError).not.toHaveBeenCalled();
    });

    it('should refuse an answer without a usable ip, without retrying', async () => {
      const calls = recordRequests(IP_URL, () => HttpResponse.json({ ip: '../../admin' }));
      const store = setupTestStore();
      const result = await store.dispatch(geoApi.endpoints.getIp.initiate());
      expect(calls).toHaveLength(1);
      expect(result.error).toEqual({ status: 'INVALID_ANSWER', message: 'Fetch data failed: IP response has a malformed ip' });
      expect(clock.consoleError).toHaveBeenCalledWith('Fetch data failed: IP response has a malformed ip');
    });

    it('should keep the answer cached for 5 minutes (spec §9)', async () => {
      const calls = recordRequests(IP_URL, () => HttpResponse.json({ ip: FAKE_IP }));
      const store = setupTestStore();
      const first = store.dispatch(geoApi.endpoints.getIp.initiate());
      await first;
      first.unsubscribe();
      await jest.advanceTimersByTimeAsync(4 * 60_000);
      const second = store.dispatch(geoApi.endpoints.getIp.initiate());
      await second;
      second.unsubscribe();
      expect(calls).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(5 * 60_000 + 1000);
      expect(geoApi.endpoints.getIp.select()(store.getState()).data).toBeUndefined();
    });
  });

  describe('getGeolocation', () => {
    it('should ask for the geolocation of the ip and keep the four spec fields (spec §3, §7)', async () => {
      const store = setupTestStore();
      const result = await store.dispatch(geoApi.endpoints.getGeolocation.initiate(FAKE_IP));
      expect(result.data).toEqual({
        timezone: FAKE_GEO.timezone,
        city: FAKE_GEO.city,
        region: FAKE_GEO.region,
        country: FAKE_GEO.country,
      });
    });

    it('should keep missing place fields as null (shown with the spec §8 placeholders)', async () => {
      recordRequests(GEO_URL, () => HttpResponse.json({ timezone: 'Europe/Paris', city: '', country: 42 }));
      const store = setupTestStore();
      const result = await store.dispatch(geoApi.endpoints.getGeolocation.initiate(FAKE_IP));
      expect(result.data).toEqual({ timezone: 'Europe/Paris', city: null, region: null, country: null });
      expect(clock.consoleError).not.toHaveBeenCalled();
    });

    it.each([['Etc/Unknown'], [''], ['Not/AZone']])(
      'should fail once, without retrying, and log when the zone is %p (docs/DECISIONS.md: a missing zone is a failed fetch)',
      async (timezone) => {
        const calls = recordRequests(GEO_URL, () => HttpResponse.json({ ...FAKE_GEO, timezone }));
        const store = setupTestStore();
        const result = await store.dispatch(geoApi.endpoints.getGeolocation.initiate(FAKE_IP));
        await jest.advanceTimersByTimeAsync(10_000);
        expect(calls).toHaveLength(1);
        const message = `Fetch data failed: Geolocation response has an unknown time zone: ${JSON.stringify(timezone)}`;
        expect(result.error).toEqual({ status: 'INVALID_ANSWER', message });
        expect(clock.consoleError).toHaveBeenCalledTimes(1);
        expect(clock.consoleError).toHaveBeenCalledWith(message);
      },
    );

    it('should fail when the zone is missing', async () => {
      recordRequests(GEO_URL, () => HttpResponse.json({ city: 'Lisboa' }));
      const store = setupTestStore();
      const result = await store.dispatch(geoApi.endpoints.getGeolocation.initiate(FAKE_IP));
      expect(result.error).toMatchObject({ status: 'INVALID_ANSWER' });
    });

    it('should retry a failing geolocation service 3 times after 1 s, 2 s and 4 s, then log once', async () => {
      const calls = recordRequests(GEO_URL, () => HttpResponse.json({}, { status: 500 }));
      const store = setupTestStore();
      const pending = store.dispatch(geoApi.endpoints.getGeolocation.initiate(FAKE_IP));
      await jest.advanceTimersByTimeAsync(60_000);
      const result = await pending;
      expect(calls.map((at) => at - START)).toEqual([0, 1000, 3000, 7000]);
      expect(result.error).toEqual({ status: 500, message: 'Fetch data failed: HTTP 500' });
      expect(clock.consoleError).toHaveBeenCalledTimes(1);
    });

    it('should stop retrying at once when aborted during a back-off (the page was left)', async () => {
      const calls = recordRequests(GEO_URL, () => HttpResponse.json({}, { status: 500 }));
      const store = setupTestStore();
      const pending = store.dispatch(geoApi.endpoints.getGeolocation.initiate(FAKE_IP));
      await jest.advanceTimersByTimeAsync(1500);
      expect(calls).toHaveLength(2);
      pending.abort();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(2);
      expect(clock.consoleError).not.toHaveBeenCalled();
    });
  });
});
