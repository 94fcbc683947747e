import {
  DAY_RELATION_LABELS,
  OFFSET_MINUS_SIGN,
  WORLD_CLOCKS,
  dayRelation,
  dayRelationLabel,
  formatUtcOffset,
  utcOffsetMinutes,
  worldClockView,
} from './worldClocks';

// Fixed instants from Date.UTC and explicit zones: independent of the machine's TZ.
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number =>
  Date.UTC(y, mo - 1, d, h, mi, s);
const M = OFFSET_MINUS_SIGN;

describe('WORLD_CLOCKS', () => {
  it('should list the six spec cities in order with ids 0 to 5', () => {
    expect(WORLD_CLOCKS).toEqual([
      { id: 0, name: 'Nova Iorque', timeZone: 'America/New_York' },
      { id: 1, name: 'São Paulo', timeZone: 'America/Sao_Paulo' },
      { id: 2, name: 'Londres', timeZone: 'Europe/London' },
      { id: 3, name: 'Paris', timeZone: 'Europe/Paris' },
      { id: 4, name: 'Hong Kong', timeZone: 'Asia/Hong_Kong' },
      { id: 5, name: 'Tóquio', timeZone: 'Asia/Tokyo' },
    ]);
  });
});

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
    expect(OFFSET_MINUS_SIGN).toBe('\u2212');
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

describe('DAY_RELATION_LABELS', () => {
  it('should hold the pt-BR labels', () => {
    expect(DAY_RELATION_LABELS).toEqual({ previous: 'dia anterior', next: 'dia seguinte' });
  });

  it('should give no label for the same day', () => {
    expect(dayRelationLabel('same')).toBeNull();
    expect(dayRelationLabel('previous')).toBe('dia anterior');
    expect(dayRelationLabel('next')).toBe('dia seguinte');
  });
});

describe('worldClockView', () => {
  it('should describe all six clocks relative to the visitor zone', () => {
    expect(worldClockView(utc(2026, 11, 22, 23, 30), 'America/Sao_Paulo')).toEqual([
      { id: 0, name: 'Nova Iorque', timeZone: 'America/New_York', time: '18:30', offset: `UTC${M}5`, relation: 'same' },
      { id: 1, name: 'São Paulo', timeZone: 'America/Sao_Paulo', time: '20:30', offset: `UTC${M}3`, relation: 'same' },
      { id: 2, name: 'Londres', timeZone: 'Europe/London', time: '23:30', offset: 'UTC±0', relation: 'same' },
      { id: 3, name: 'Paris', timeZone: 'Europe/Paris', time: '00:30', offset: 'UTC+1', relation: 'next' },
      { id: 4, name: 'Hong Kong', timeZone: 'Asia/Hong_Kong', time: '07:30', offset: 'UTC+8', relation: 'next' },
      { id: 5, name: 'Tóquio', timeZone: 'Asia/Tokyo', time: '08:30', offset: 'UTC+9', relation: 'next' },
    ]);
  });

  it('should mark western cities as the previous day for a visitor in Tokyo', () => {
    const view = worldClockView(utc(2026, 7, 1, 1, 5), 'Asia/Tokyo');
    expect(view.map(({ time, offset, relation }) => ({ time, offset, relation }))).toEqual([
      { time: '21:05', offset: `UTC${M}4`, relation: 'previous' },
      { time: '22:05', offset: `UTC${M}3`, relation: 'previous' },
      { time: '02:05', offset: 'UTC+1', relation: 'same' },
      { time: '03:05', offset: 'UTC+2', relation: 'same' },
      { time: '09:05', offset: 'UTC+8', relation: 'same' },
      { time: '10:05', offset: 'UTC+9', relation: 'same' },
    ]);
  });

  it('should switch New York offset and time across its spring change', () => {
    const [before] = worldClockView(utc(2026, 3, 8, 6, 59, 59), 'America/New_York');
    const [after] = worldClockView(utc(2026, 3, 8, 7), 'America/New_York');
    expect(before).toMatchObject({ time: '01:59', offset: `UTC${M}5` });
    expect(after).toMatchObject({ time: '03:00', offset: `UTC${M}4` });
  });

  it('should switch New York offset and time across its autumn change', () => {
    const [before] = worldClockView(utc(2026, 11, 1, 5, 59, 59), 'America/New_York');
    const [after] = worldClockView(utc(2026, 11, 1, 6), 'America/New_York');
    expect(before).toMatchObject({ time: '01:59', offset: `UTC${M}4` });
    expect(after).toMatchObject({ time: '01:00', offset: `UTC${M}5` });
  });

  it('should switch London and Paris across the spring change', () => {
    const before = worldClockView(utc(2026, 3, 29, 0, 59, 59), 'Europe/London');
    const after = worldClockView(utc(2026, 3, 29, 1), 'Europe/London');
    expect(before[2]).toMatchObject({ time: '00:59', offset: 'UTC±0' });
    expect(after[2]).toMatchObject({ time: '02:00', offset: 'UTC+1' });
    expect(before[3]).toMatchObject({ time: '01:59', offset: 'UTC+1' });
    expect(after[3]).toMatchObject({ time: '03:00', offset: 'UTC+2' });
  });

  it('should switch London and Paris across the autumn change', () => {
    const before = worldClockView(utc(2026, 10, 25, 0, 59, 59), 'Europe/London');
    const after = worldClockView(utc(2026, 10, 25, 1), 'Europe/London');
    expect(before[2]).toMatchObject({ time: '01:59', offset: 'UTC+1' });
    expect(after[2]).toMatchObject({ time: '01:00', offset: 'UTC±0' });
    expect(before[3]).toMatchObject({ time: '02:59', offset: 'UTC+2' });
    expect(after[3]).toMatchObject({ time: '02:00', offset: 'UTC+1' });
  });

  it('should throw RangeError for an unknown visitor zone', () => {
    expect(() => worldClockView(0, 'Not/AZone')).toThrow(RangeError);
  });
});
