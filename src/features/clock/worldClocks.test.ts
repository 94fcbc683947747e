import { formatHourMinute, zonedParts } from './clockMath';
import { OFFSET_MINUS_SIGN, dayRelation, dayRelationLabel, formatUtcOffset, utcOffsetMinutes } from './worldClocks';

// Fixed instants from Date.UTC and explicit zones: independent of the machine's TZ.
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number =>
  Date.UTC(y, mo - 1, d, h, mi, s);
const M = OFFSET_MINUS_SIGN;

describe('utcOffsetMinutes', () => {
  it('should give fixed offsets for zones without daylight saving', () => {
    const instant = utc(2026, 7, 1, 12);
    expect(utcOffsetMinutes(instant, 'UTC')).toBe(0);
    expect(utcOffsetMinutes(instant, 'America/Sao_Paulo')).toBe(-180);
    expect(utcOffsetMinutes(instant, 'Asia/Hong_Kong')).toBe(480);
    expect(utcOffsetMinutes(instant, 'Asia/Tokyo')).toBe(540);
    expect(utcOffsetMinutes(instant, 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(instant, 'Asia/Kathmandu')).toBe(345);
  });

  it('should not be thrown off by milliseconds', () => {
    expect(utcOffsetMinutes(utc(2026, 7, 1, 12) + 999, 'Asia/Tokyo')).toBe(540);
    expect(utcOffsetMinutes(utc(2026, 7, 1, 12) - 1, 'America/Sao_Paulo')).toBe(-180);
  });

  it('should follow New York into daylight saving on 2026-03-08 at 07:00 UTC', () => {
    expect(utcOffsetMinutes(utc(2026, 3, 8, 6, 59, 59), 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(utc(2026, 3, 8, 7), 'America/New_York')).toBe(-240);
  });

  it('should follow New York out of daylight saving on 2026-11-01 at 06:00 UTC', () => {
    expect(utcOffsetMinutes(utc(2026, 11, 1, 5, 59, 59), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(utc(2026, 11, 1, 6), 'America/New_York')).toBe(-300);
  });

  it('should follow London and Paris into summer time on 2026-03-29 at 01:00 UTC', () => {
    expect(utcOffsetMinutes(utc(2026, 3, 29, 0, 59, 59), 'Europe/London')).toBe(0);
    expect(utcOffsetMinutes(utc(2026, 3, 29, 1), 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(utc(2026, 3, 29, 0, 59, 59), 'Europe/Paris')).toBe(60);
    expect(utcOffsetMinutes(utc(2026, 3, 29, 1), 'Europe/Paris')).toBe(120);
  });

  it('should follow London and Paris back to winter time on 2026-10-25 at 01:00 UTC', () => {
    expect(utcOffsetMinutes(utc(2026, 10, 25, 0, 59, 59), 'Europe/London')).toBe(60);
    expect(utcOffsetMinutes(utc(2026, 10, 25, 1), 'Europe/London')).toBe(0);
    expect(utcOffsetMinutes(utc(2026, 10, 25, 0, 59, 59), 'Europe/Paris')).toBe(120);
    expect(utcOffsetMinutes(utc(2026, 10, 25, 1), 'Europe/Paris')).toBe(60);
  });

  it('should throw RangeError for an unknown zone', () => {
    expect(() => utcOffsetMinutes(0, 'Not/AZone')).toThrow(RangeError);
  });
});

describe('formatUtcOffset', () => {
  it('should use the U+2212 minus sign for negative offsets', () => {
    expect(formatUtcOffset(-300)).toBe('UTC\u22125');
    expect(formatUtcOffset(-180)).toBe(`UTC${M}3`);
    expect(formatUtcOffset(-300)).not.toContain('-');
  });

  it('should use + for positive offsets', () => {
    expect(formatUtcOffset(60)).toBe('UTC+1');
    expect(formatUtcOffset(540)).toBe('UTC+9');
    expect(formatUtcOffset(840)).toBe('UTC+14');
  });

  it('should show minutes only for partial-hour offsets', () => {
    expect(formatUtcOffset(330)).toBe('UTC+5:30');
    expect(formatUtcOffset(345)).toBe('UTC+5:45');
    expect(formatUtcOffset(-570)).toBe(`UTC${M}9:30`);
    expect(formatUtcOffset(-30)).toBe(`UTC${M}0:30`);
  });

  it('should write zero as UTC±0', () => {
    expect(formatUtcOffset(0)).toBe('UTC±0');
    expect(formatUtcOffset(-0)).toBe('UTC±0');
  });
});

describe('dayRelation', () => {
  // 2026-11-22 23:30 UTC: São Paulo 20:30 on the 22nd, Paris 00:30 on the 23rd.
  const lateUtc = utc(2026, 11, 22, 23, 30);

  it('should say same when both zones are on the same date', () => {
    expect(dayRelation(lateUtc, 'Europe/London', 'America/Sao_Paulo')).toBe('same');
    expect(dayRelation(lateUtc, 'America/Sao_Paulo', 'America/Sao_Paulo')).toBe('same');
  });

  it('should say next when the zone is already on the following date', () => {
    expect(dayRelation(lateUtc, 'Europe/Paris', 'America/Sao_Paulo')).toBe('next');
    expect(dayRelation(lateUtc, 'Asia/Tokyo', 'America/Sao_Paulo')).toBe('next');
  });

  it('should say previous when the zone is still on the preceding date', () => {
    expect(dayRelation(lateUtc, 'America/Sao_Paulo', 'Europe/Paris')).toBe('previous');
    expect(dayRelation(lateUtc, 'America/New_York', 'Asia/Tokyo')).toBe('previous');
  });

  it('should compare across month and year ends', () => {
    // 2026-12-31 20:00 UTC: Tokyo is already 2027-01-01, New York still 2026-12-31.
    const newYear = utc(2026, 12, 31, 20);
    expect(dayRelation(newYear, 'Asia/Tokyo', 'America/New_York')).toBe('next');
    expect(dayRelation(newYear, 'America/New_York', 'Asia/Tokyo')).toBe('previous');
  });

  it('should treat a two-day gap as previous or next', () => {
    // 10:30 UTC: Kiritimati (+14) is 00:30 tomorrow, Etc/GMT+12 (−12) is 22:30 yesterday.
    const instant = utc(2026, 6, 15, 10, 30);
    expect(dayRelation(instant, 'Pacific/Kiritimati', 'Etc/GMT+12')).toBe('next');
    expect(dayRelation(instant, 'Etc/GMT+12', 'Pacific/Kiritimati')).toBe('previous');
  });
});

describe('dayRelationLabel', () => {
  it('should label a previous or next day in pt-BR and give no label for the same day', () => {
    expect(dayRelationLabel('same')).toBeNull();
    expect(dayRelationLabel('previous')).toBe('dia anterior');
    expect(dayRelationLabel('next')).toBe('dia seguinte');
  });
});

describe('a world clock across daylight-saving changes', () => {
  // What a card shows: its time (formatHourMinute of zonedParts) and its offset (formatUtcOffset of utcOffsetMinutes).
  const card = (epochMs: number, timeZone: string) => ({
    time: formatHourMinute(zonedParts(epochMs, timeZone)),
    offset: formatUtcOffset(utcOffsetMinutes(epochMs, timeZone)),
  });

  it('should switch New York time and offset in spring and autumn', () => {
    expect(card(utc(2026, 3, 8, 6, 59, 59), 'America/New_York')).toEqual({ time: '01:59', offset: `UTC${M}5` });
    expect(card(utc(2026, 3, 8, 7), 'America/New_York')).toEqual({ time: '03:00', offset: `UTC${M}4` });
    expect(card(utc(2026, 11, 1, 5, 59, 59), 'America/New_York')).toEqual({ time: '01:59', offset: `UTC${M}4` });
    expect(card(utc(2026, 11, 1, 6), 'America/New_York')).toEqual({ time: '01:00', offset: `UTC${M}5` });
  });

  it('should switch London and Paris time and offset in spring and autumn', () => {
    expect(card(utc(2026, 3, 29, 0, 59, 59), 'Europe/London')).toEqual({ time: '00:59', offset: 'UTC±0' });
    expect(card(utc(2026, 3, 29, 1), 'Europe/London')).toEqual({ time: '02:00', offset: 'UTC+1' });
    expect(card(utc(2026, 3, 29, 0, 59, 59), 'Europe/Paris')).toEqual({ time: '01:59', offset: 'UTC+1' });
    expect(card(utc(2026, 3, 29, 1), 'Europe/Paris')).toEqual({ time: '03:00', offset: 'UTC+2' });
    expect(card(utc(2026, 10, 25, 0, 59, 59), 'Europe/London')).toEqual({ time: '01:59', offset: 'UTC+1' });
    expect(card(utc(2026, 10, 25, 1), 'Europe/London')).toEqual({ time: '01:00', offset: 'UTC±0' });
    expect(card(utc(2026, 10, 25, 0, 59, 59), 'Europe/Paris')).toEqual({ time: '02:59', offset: 'UTC+2' });
    expect(card(utc(2026, 10, 25, 1), 'Europe/Paris')).toEqual({ time: '02:00', offset: 'UTC+1' });
  });
});
