import { setImmediate as nextLoopTurn } from 'node:timers/promises';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FAKE_GEO, FAKE_IP } from '../../../fake-services/fakeServices';
import { AppRoutes } from '@/app/router';
import type { AppStore } from '@/app/store';
import { SERVICE_PATTERNS, queryPending, server, untilAnswered } from '@/testing/fakeApi';
import { pendingTimers } from '@/testing/fakeTimers';
import { renderAtPath, renderWithProviders } from '@/testing/renderWithProviders';
import { ClockPage } from './ClockPage';
import { clockTicker } from './tickers';
import * as visitorModule from './useVisitorLocation';

// 2026-11-22 16:05:09.250 UTC: 13:05:09 in São Paulo (the fake geolocation), 01:05:09 on the 23rd in Tokyo.
const START = Date.UTC(2026, 10, 22, 16, 5, 9, 250);
/** `settle()` moves the fake clock this far: RTK batches store notifications on a 10 ms timer (autoBatchEnhancer). */
const SETTLE_MS = 100;
const GEO_URL = `https://get.geojs.io/v1/ip/geo/${FAKE_IP}.json`;

const text = (testId: string) => screen.getByTestId(testId).textContent;

/**
 * Lets MSW answer and RTK Query settle: moves the fake clock by SETTLE_MS, in 10 ms steps. Each step also lets the
 * event loop turn once (Node's own setImmediate, which the fake clock leaves alone), so an answer that arrives through real I/O on a busy machine is
 * in before the next step, not after a request's timeout has fired on the fake clock.
 */
async function settle() {
  for (let i = 0; i < SETTLE_MS / 10; i += 1) {
    await act(async () => {
      await nextLoopTurn();
      await jest.advanceTimersByTimeAsync(10);
    });
  }
}

/** What the location line shows once both lookups have answered (fake-services/fakeServices.ts). */
const LOCATED = 'São Paulo, São Paulo, Brazil';

/**
 * settle(), and, while the location is not on the page, waits in real time for the lookups still out (the fake
 * clock stands still meanwhile), then settles again: on a busy machine MSW's answers come later than settle()'s
 * steps. A test that counts timers must not run the clock on before they are in: a request still out would be timed
 * out and retried, and its timers counted with the page's. In the slow case the clock moves at most 500 ms more.
 */
async function settleLocated(store: AppStore) {
  await settle();
  for (let round = 0; round < 5 && text('location') !== LOCATED; round += 1) {
    await act(() => untilAnswered(() => !queryPending(store)));
    await settle();
  }
  expect(text('location')).toBe(LOCATED);
}

async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

/** The browser's own zone, as `Intl` reports it, for the fallback tests (the fake geolocation is São Paulo). */
function useBrowserZone(timeZone: string) {
  const real = new Intl.DateTimeFormat().resolvedOptions();
  return jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...real, timeZone });
}

function worldClock(name: string) {
  const item = screen
    .getAllByRole('listitem')
    .find((li) => within(li).queryByRole('heading', { level: 3, name }) !== null);
  if (!item) throw new Error(`no world clock ${name}`);
  return {
    time: within(item).getByTestId('world-clock-time').textContent,
    offset: within(item).getByTestId('world-clock-offset').textContent,
    day: within(item).queryByTestId('world-clock-day')?.textContent ?? null,
  };
}

function expectFallback(zone: string, time: string) {
  expect(text('location')).toBe('Cidade desconhecida, Estado desconhecido, País desconhecido');
  expect(text('live-clock')).toBe(time);
  expect(text('time-zone')).toBe(`Fuso horário: ${zone}`);
}

describe('ClockPage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // Rendered SETTLE_MS before START, so that once the lookups have settled the clock reads START. Intl is left
    // real so the browser zone can be stubbed (the formatters never read the clock: instants are always passed).
    jest.useFakeTimers({
      now: START - SETTLE_MS,
      advanceTimers: false,
      // 'Intl' is faked by @sinonjs/fake-timers but missing from @jest/types' list, hence the cast.
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'Intl' as never],
    });
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockRestore();
    jest.restoreAllMocks();
  });

  it('should show `...` until located, then the location, in the geolocated zone (spec §2, §4)', async () => {
    useBrowserZone('Asia/Tokyo');
    renderWithProviders(<ClockPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hora Atual' })).toBeInTheDocument();
    expect(text('live-clock')).toBe('...');
    expect(text('location')).toBe('...');
    await settle();
    expect(text('location')).toBe('São Paulo, São Paulo, Brazil');
    expect(text('time-zone')).toBe('Fuso horário: America/Sao_Paulo');
    expect(screen.getByRole('heading', { level: 2, name: 'Boa tarde!' })).toBeInTheDocument();
    expect(text('live-clock')).toBe('13:05:09');
    expect(text('full-date')).toBe('domingo, 22 de novembro de 2026');
    // Rule: ceil((day of year 326 + weekday of 1 January 2026, Thursday = 4) / 7) = 48.
    expect(text('week-number')).toBe('Semana 48');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('should use the browser zone for greeting, date and progress while locating', () => {
    useBrowserZone('Asia/Tokyo');
    renderWithProviders(<ClockPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Boa noite!' })).toBeInTheDocument();
    expect(text('full-date')).toBe('segunda-feira, 23 de novembro de 2026');
    expect(text('live-clock')).toBe('...');
  });

  it('should show the six world clocks in spec order with time, offset and day (spec §3)', async () => {
    renderWithProviders(<ClockPage />);
    await settle();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Nova Iorque',
      'São Paulo',
      'Londres',
      'Paris',
      'Hong Kong',
      'Tóquio',
    ]);
    expect(worldClock('Nova Iorque')).toEqual({ time: '11:05', offset: 'UTC−5', day: null });
    expect(worldClock('São Paulo')).toEqual({ time: '13:05', offset: 'UTC−3', day: null });
    expect(worldClock('Londres')).toEqual({ time: '16:05', offset: 'UTC±0', day: null });
    expect(worldClock('Paris')).toEqual({ time: '17:05', offset: 'UTC+1', day: null });
    expect(worldClock('Hong Kong')).toEqual({ time: '00:05', offset: 'UTC+8', day: 'dia seguinte' });
    expect(worldClock('Tóquio')).toEqual({ time: '01:05', offset: 'UTC+9', day: 'dia seguinte' });
  });

  it('should show day and year progress as labelled progress bars with 2 decimals (spec §4)', async () => {
    renderWithProviders(<ClockPage />);
    await settle();
    const day = screen.getByRole('progressbar', { name: 'Progresso do dia' });
    // 13:05 is 785 of 1440 minutes.
    expect(day).toHaveAttribute('aria-valuenow', '54.51');
    expect(day).toHaveAttribute('aria-valuetext', '54,51%');
    expect(day).toHaveAttribute('aria-valuemin', '0');
    expect(day).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('785 de 1440 minutos')).toBeInTheDocument();
    const year = screen.getByRole('progressbar', { name: 'Progresso do ano' });
    // 22 November 2026 is day 326 of 365.
    expect(year).toHaveAttribute('aria-valuenow', '89.32');
    expect(year).toHaveAttribute('aria-valuetext', '89,32%');
    expect(screen.getByText('Dia 326 de 365')).toBeInTheDocument();
    expect(screen.getByText('54,51%')).toBeInTheDocument();
    expect(screen.getByText('89,32%')).toBeInTheDocument();
  });

  it('should drive the whole page with the geolocated zone when it differs from the browser', async () => {
    useBrowserZone('America/Sao_Paulo');
    server.use(http.get(GEO_URL, () => HttpResponse.json({ ...FAKE_GEO, timezone: 'Asia/Tokyo', city: 'Tóquio', region: 'Tóquio', country: 'Japão' })));
    renderWithProviders(<ClockPage />);
    await settle();
    expect(text('location')).toBe('Tóquio, Tóquio, Japão');
    expect(screen.getByRole('heading', { level: 2, name: 'Boa noite!' })).toBeInTheDocument();
    expect(text('live-clock')).toBe('01:05:09');
    expect(text('full-date')).toBe('segunda-feira, 23 de novembro de 2026');
    expect(screen.getByRole('progressbar', { name: 'Progresso do dia' })).toHaveAttribute('aria-valuetext', '4,51%');
    expect(screen.getByRole('progressbar', { name: 'Progresso do ano' })).toHaveAttribute('aria-valuetext', '89,59%');
    expect(worldClock('Nova Iorque').day).toBe('dia anterior');
    expect(worldClock('Tóquio').day).toBeNull();
  });

  it('should not ask for the geolocation before the IP is known', async () => {
    let answerIp: () => void = () => undefined;
    const ipAnswered = new Promise<void>((resolve) => {
      answerIp = resolve;
    });
    const geoRequests: string[] = [];
    server.use(
      http.get(SERVICE_PATTERNS.ip, async () => {
        await ipAnswered;
        return HttpResponse.json({ ip: FAKE_IP });
      }),
      http.get(GEO_URL, ({ request }) => {
        geoRequests.push(request.url);
        return HttpResponse.json(FAKE_GEO);
      }),
    );
    renderWithProviders(<ClockPage />);
    await settle();
    expect(geoRequests).toEqual([]);
    expect(text('live-clock')).toBe('...');
    answerIp();
    await settle();
    expect(geoRequests).toEqual([GEO_URL]);
    expect(text('live-clock')).toBe('13:05:09');
  });

  it('should fall back to the browser zone and unknown texts when the IP service fails after its retries', async () => {
    useBrowserZone('Asia/Tokyo');
    let ipCalls = 0;
    server.use(
      http.get(SERVICE_PATTERNS.ip, () => {
        ipCalls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderWithProviders(<ClockPage />);
    await settle();
    // Still retrying (1 s, 2 s, 4 s after the first call, made SETTLE_MS ago): the clock waits 5 s, then runs in the
    // browser's zone while the location waits for the last retry.
    await advance(5000 - SETTLE_MS - 1);
    expect(text('live-clock')).toBe('...');
    await advance(2000);
    expect(text('live-clock')).toBe('01:05:16');
    expect(text('location')).toBe('...');
    expect(ipCalls).toBe(3);
    await advance(1);
    await settle();
    expect(ipCalls).toBe(4);
    expectFallback('Asia/Tokyo', '01:05:16');
    expect(screen.getByRole('heading', { level: 2, name: 'Boa noite!' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Fetch data failed: HTTP 500');
  });

  it('should fall back when the geolocation service fails after its retries', async () => {
    useBrowserZone('Asia/Tokyo');
    server.use(http.get(GEO_URL, () => HttpResponse.error()));
    renderWithProviders(<ClockPage />);
    await settle();
    expect(text('live-clock')).toBe('...');
    await advance(7000);
    await settle();
    expectFallback('Asia/Tokyo', '01:05:16');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toMatch(/^Fetch data failed: /);
  });

  it.each([['Etc/Unknown'], [''], ['Not/AZone']])(
    'should fall back at once, never crash, and log when the geolocated zone is %p',
    async (timezone) => {
      useBrowserZone('Asia/Tokyo');
      server.use(http.get(GEO_URL, () => HttpResponse.json({ ...FAKE_GEO, timezone })));
      renderWithProviders(<ClockPage />);
      await settle();
      expectFallback('Asia/Tokyo', '01:05:09');
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError).toHaveBeenCalledWith(
        `Fetch data failed: Geolocation response has an unknown time zone: ${JSON.stringify(timezone)}`,
      );
      // And it keeps ticking.
      await advance(1000);
      expect(text('live-clock')).toBe('01:05:10');
    },
  );

  it('should show the placeholder of each missing place field, in the geolocated zone', async () => {
    server.use(http.get(GEO_URL, () => HttpResponse.json({ timezone: 'America/Sao_Paulo', city: 'Campinas', region: '  ' })));
    renderWithProviders(<ClockPage />);
    await settle();
    expect(text('location')).toBe('Campinas, Estado desconhecido, País desconhecido');
    expect(text('live-clock')).toBe('13:05:09');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('should tick every second, from the current time, and change world clocks and day progress exactly on the minute', async () => {
    renderWithProviders(<ClockPage />);
    await settle();
    await advance(750);
    expect(text('live-clock')).toBe('13:05:10');
    await advance(1000);
    expect(text('live-clock')).toBe('13:05:11');
    // 16:06:00.000 UTC is 48 999 ms away.
    await advance(48_999);
    expect(text('live-clock')).toBe('13:05:59');
    expect(worldClock('Nova Iorque').time).toBe('11:05');
    await advance(1);
    expect(text('live-clock')).toBe('13:06:00');
    for (const [name, time] of [
      ['Nova Iorque', '11:06'],
      ['São Paulo', '13:06'],
      ['Londres', '16:06'],
      ['Paris', '17:06'],
      ['Hong Kong', '00:06'],
      ['Tóquio', '01:06'],
    ] as const) {
      expect(worldClock(name).time).toBe(time);
    }
    expect(screen.getByRole('progressbar', { name: 'Progresso do dia' })).toHaveAttribute('aria-valuetext', '54,58%');
  });

  it('should switch the greeting, date, week and year progress exactly at the boundary', async () => {
    // 2026-12-31 23:59:59.500 in São Paulo is 2027-01-01 02:59:59.500 UTC.
    jest.setSystemTime(Date.UTC(2027, 0, 1, 2, 59, 59, 500) - SETTLE_MS);
    renderWithProviders(<ClockPage />);
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: 'Boa noite!' })).toBeInTheDocument();
    expect(text('full-date')).toBe('quinta-feira, 31 de dezembro de 2026');
    expect(text('week-number')).toBe('Semana 53');
    expect(screen.getByRole('progressbar', { name: 'Progresso do ano' })).toHaveAttribute('aria-valuetext', '100,00%');
    expect(screen.getByRole('progressbar', { name: 'Progresso do dia' })).toHaveAttribute('aria-valuetext', '99,93%');
    await advance(500);
    expect(text('live-clock')).toBe('00:00:00');
    expect(text('full-date')).toBe('sexta-feira, 1 de janeiro de 2027');
    expect(text('week-number')).toBe('Semana 1');
    expect(screen.getByRole('progressbar', { name: 'Progresso do ano' })).toHaveAttribute('aria-valuetext', '0,27%');
    expect(screen.getByRole('progressbar', { name: 'Progresso do dia' })).toHaveAttribute('aria-valuetext', '0,00%');
    // 05:59:59.000 → 06:00: Bom dia! The clock is moved to 05:59:58 (a jump of the computer's clock, which the
    // page follows within one clock tick), then runs to the boundary.
    jest.setSystemTime(Date.UTC(2027, 0, 1, 8, 59, 58));
    await advance(1000);
    expect(screen.getByRole('heading', { level: 2, name: 'Boa noite!' })).toBeInTheDocument();
    await advance(999);
    expect(screen.getByRole('heading', { level: 2, name: 'Boa noite!' })).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Bom dia!' })).toBeInTheDocument();
  });

  it('should not re-render the page on a tick, and change only the text that changed', async () => {
    const pageRenders = jest.spyOn(visitorModule, 'useVisitorLocation');
    const { container } = renderWithProviders(<ClockPage />);
    await settle();
    const rendersWhenLocated = pageRenders.mock.calls.length;

    const changed = new Set<string>();
    // What changed in the DOM itself is the point of this test, so it reads nodes directly.
    /* eslint-disable testing-library/no-node-access */
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const node = record.target instanceof Element ? record.target : record.target.parentElement;
        changed.add(node?.closest('[data-testid]')?.getAttribute('data-testid') ?? 'other');
      }
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    /* eslint-enable testing-library/no-node-access */

    // Seconds: only the live clock.
    await advance(750 + 10_000);
    await act(() => Promise.resolve());
    expect([...changed]).toEqual(['live-clock']);

    // The minute (16:06:00): the clock, the six world clock times and day progress; not greeting, date, week,
    // offsets, day tags or year progress.
    changed.clear();
    await advance(40_000);
    await act(() => Promise.resolve());
    observer.disconnect();
    expect([...changed].sort()).toEqual(['day-progress', 'live-clock', 'world-clock-time']);
    expect(pageRenders.mock.calls.length).toBe(rendersWhenLocated);
  });

  it('should run one timer, pause while hidden and be correct at once when visible again', async () => {
    const { store } = renderWithProviders(<ClockPage />);
    await settleLocated(store);
    // Past the requests' own 10 s timeouts, so that only the page's timers are left.
    await advance(15_000);
    expect(text('live-clock')).toBe('13:05:24');
    expect(clockTicker.isRunning()).toBe(true);
    // The ticker's (hooks/useNow.ts), and nothing else.
    expect(pendingTimers()).toEqual(['tick']);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(pendingTimers()).toEqual([]);
    await advance(3 * 60 * 60_000);
    expect(text('live-clock')).toBe('13:05:24');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // No timer has run yet: the page is already right.
    expect(text('live-clock')).toBe('16:05:24');
    expect(worldClock('Nova Iorque').time).toBe('14:05');
    expect(screen.getByRole('heading', { level: 2, name: 'Boa tarde!' })).toBeInTheDocument();
    expect(pendingTimers()).toEqual(['tick']);
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('should clear every clock timer when the page is left', async () => {
    const { store, unmount } = renderWithProviders(<ClockPage />);
    await settleLocated(store);
    await advance(15_000);
    expect(pendingTimers()).toEqual(['tick']);
    unmount();
    expect(clockTicker.isRunning()).toBe(false);
    // (The deferred abort of useAbortOnUnmount and RTK Query's batched subscription sync run first.)
    await advance(1000);
    // What is left belongs to the API cache: one 5-minute expiry per cached answer (spec §9).
    expect(jest.getTimerCount()).toBe(2);
    await advance(5 * 60_000);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('should abort a lookup waiting in its back-off when the visitor leaves the page, without logging', async () => {
    let ipCalls = 0;
    server.use(
      http.get(SERVICE_PATTERNS.ip, () => {
        ipCalls += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    renderAtPath(<AppRoutes />, '/pages/time');
    // The page itself, not the heading its loading state shows while the chunk loads (PageLoading in app/pages.tsx).
    expect(await screen.findByTestId('live-clock')).toBeInTheDocument();
    await settle();
    expect(ipCalls).toBe(1);
    fireEvent.click(screen.getByRole('link', { name: 'Galeria' }));
    await settle();
    expect(screen.queryByTestId('live-clock')).not.toBeInTheDocument();
    await advance(60_000);
    expect(ipCalls).toBe(1);
    expect(consoleError).not.toHaveBeenCalled();
    expect(clockTicker.isRunning()).toBe(false);
  });
});
