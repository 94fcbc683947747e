import { browserTimeZone, resolveVisitorLocation } from './useVisitorLocation';

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
