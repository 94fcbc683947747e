import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { FAKE_IP } from '../../../fake-services/fakeServices';
import { SERVICE_PATTERNS, queryPending, server, untilAnswered } from '@/testing/fakeApi';
import { renderWithProviders } from '@/testing/renderWithProviders';
import {
  LOCATING_PATIENCE_MS,
  browserTimeZone,
  resolveVisitorLocation,
  useVisitorLocation,
} from './useVisitorLocation';

const UNKNOWN = 'Cidade desconhecida, Estado desconhecido, País desconhecido';
const geo = { timezone: 'Asia/Tokyo', city: 'Tóquio', region: null, country: 'Japão' };

describe('resolveVisitorLocation', () => {
  it('should be locating while neither call has answered or failed', () => {
    expect(resolveVisitorLocation({ isError: false }, { isError: false }, 'UTC')).toEqual({
      status: 'locating',
      timeZone: 'UTC',
      place: null,
    });
  });

  it('should use the geolocated zone and place once known', () => {
    expect(resolveVisitorLocation({ isError: false }, { data: geo, isError: false }, 'UTC')).toEqual({
      status: 'located',
      timeZone: 'Asia/Tokyo',
      place: 'Tóquio, Estado desconhecido, Japão',
    });
  });

  it('should fall back to the browser zone and unknown place when either call failed', () => {
    const unknown = { status: 'unknown', timeZone: 'America/Sao_Paulo', place: UNKNOWN };
    expect(resolveVisitorLocation({ isError: true }, { isError: false }, 'America/Sao_Paulo')).toEqual(unknown);
    expect(resolveVisitorLocation({ isError: false }, { isError: true }, 'America/Sao_Paulo')).toEqual(unknown);
  });

  it('should be provisional, in the browser zone with no place yet, once a request has hung too long', () => {
    expect(resolveVisitorLocation({ isError: false }, { isError: false }, 'Asia/Tokyo', true)).toEqual({
      status: 'provisional',
      timeZone: 'Asia/Tokyo',
      place: null,
    });
    // The located zone still replaces it when it arrives.
    expect(resolveVisitorLocation({ isError: false }, { data: geo, isError: false }, 'UTC', true).status).toBe('located');
  });

  it('should never hand on a zone the platform does not know', () => {
    const bad = { ...geo, timezone: 'Not/AZone' };
    expect(resolveVisitorLocation({ isError: false }, { data: bad, isError: false }, 'UTC')).toEqual({
      status: 'unknown',
      timeZone: 'UTC',
      place: UNKNOWN,
    });
  });
});

describe('browserTimeZone', () => {
  afterEach(() => jest.restoreAllMocks());

  it("should give the platform's zone", () => {
    expect(browserTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it.each([['Not/AZone'], [''], [undefined]])('should give UTC when the platform reports %p', (timeZone) => {
    const real = new Intl.DateTimeFormat().resolvedOptions();
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ ...real, timeZone: timeZone as string });
    expect(browserTimeZone()).toBe('UTC');
  });
});

describe('useVisitorLocation (hardening: a service that hangs)', () => {
  const GEO_URL = `https://get.geojs.io/v1/ip/geo/${FAKE_IP}.json`;

  function Probe() {
    const { status, timeZone, place } = useVisitorLocation();
    return <p data-testid="probe">{`${status} ${timeZone} ${place ?? '-'}`}</p>;
  }

  async function advance(ms: number) {
    for (let left = ms; left > 0; left -= 10) await act(() => jest.advanceTimersByTimeAsync(Math.min(10, left)));
  }

  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });

  it('should keep locating for 5 s of a hanging request, then use the browser zone, then the located one', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(GEO_URL, async () => {
        await answered;
        return HttpResponse.json({ timezone: 'Asia/Tokyo', city: 'Tóquio', region: 'Tóquio', country: 'Japão' });
      }),
    );
    const { store } = renderWithProviders(<Probe />);
    const zone = browserTimeZone();
    await advance(LOCATING_PATIENCE_MS - 200);
    expect(screen.getByTestId('probe')).toHaveTextContent(`locating ${zone} -`);
    await advance(300);
    expect(screen.getByTestId('probe')).toHaveTextContent(`provisional ${zone} -`);
    answer();
    await act(() => untilAnswered(() => !queryPending(store)));
    await advance(100);
    expect(screen.getByTestId('probe')).toHaveTextContent('located Asia/Tokyo Tóquio, Tóquio, Japão');
  });

  it('should count the retries of quick failures as locating, then fall back when they are over', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(SERVICE_PATTERNS.ip, () => HttpResponse.json({}, { status: 500 })));
    renderWithProviders(<Probe />);
    // Retries after 1 s, 2 s and 4 s (spec §8): the browser zone from 5 s, the failure fallback after the last.
    await advance(LOCATING_PATIENCE_MS - 200);
    expect(screen.getByTestId('probe')).toHaveTextContent('locating');
    await advance(300);
    expect(screen.getByTestId('probe')).toHaveTextContent('provisional');
    await advance(2_100);
    expect(screen.getByTestId('probe')).toHaveTextContent('unknown');
    error.mockRestore();
  });

  it('should count a request that never answers', async () => {
    server.use(http.get(SERVICE_PATTERNS.ip, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    renderWithProviders(<Probe />);
    await advance(LOCATING_PATIENCE_MS + 100);
    expect(screen.getByTestId('probe')).toHaveTextContent('provisional');
  });
});
