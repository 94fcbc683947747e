import fc from 'fast-check';

import {
  dayOfYear,
  dayProgress,
  daysInMonth,
  formatClock,
  formatFullDate,
  formatHourMinute,
  formatPercent,
  greeting,
  isLeapYear,
  isValidTimeZone,
  msUntilNextClockTick,
  msUntilNextMultiple,
  weekNumber,
  weekdayOf,
  weekdayOfJanFirst,
  yearProgress,
  zonedParts,
} from './clockMath';

// Instants are built with Date.UTC (never string parsing) and zones are always explicit, so these
// tests give the same result whatever the machine's TZ is.
const utc = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number =>
  Date.UTC(y, mo - 1, d, h, mi, s, ms);

describe('isValidTimeZone', () => {
  it('should accept known IANA zones, UTC and case variants', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('america/new_york')).toBe(true);
  });

  it('should reject empty, unknown and malformed zones without throwing', () => {
    for (const tz of ['', 'Etc/Unknown', 'Not/AZone', ' UTC', 'America/Sao Paulo']) {
      expect(() => isValidTimeZone(tz)).not.toThrow();
      expect(isValidTimeZone(tz)).toBe(false);
    }
  });

  it('should reject non-strings', () => {
    for (const value of [undefined, null, 0, -3, {}, [], ['UTC'], true, Symbol('UTC')]) {
      expect(isValidTimeZone(value)).toBe(false);
    }
  });

  it('should give the same answer when asked twice (cached)', () => {
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isValidTimeZone('Not/AZone')).toBe(false);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
  });
});

describe('zonedParts', () => {
  it('should give the calendar fields of an instant in the requested zone', () => {
    const instant = utc(2026, 11, 22, 14, 5, 9);
    expect(zonedParts(instant, 'UTC')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 14,
      minute: 5,
      second: 9,
      weekday: 0,
    });
    expect(zonedParts(instant, 'America/Sao_Paulo')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 11,
      minute: 5,
      second: 9,
      weekday: 0,
    });
    expect(zonedParts(instant, 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hour: 23,
      minute: 5,
      second: 9,
      weekday: 0,
    });
  });

  it('should report midnight as hour 0, never 24', () => {
    expect(zonedParts(utc(2026, 1, 1), 'UTC').hour).toBe(0);
    expect(zonedParts(utc(2026, 1, 1, 3), 'America/Sao_Paulo')).toMatchObject({
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('should cross the date line backwards for western zones', () => {
    expect(zonedParts(utc(2026, 1, 1, 2, 30), 'America/Sao_Paulo')).toEqual({
      year: 2025,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
      second: 0,
      weekday: 3,
    });
  });

  it('should ignore milliseconds (truncate, not round)', () => {
    expect(zonedParts(utc(2026, 5, 5, 10, 0, 59, 999), 'UTC').second).toBe(59);
  });

  it('should throw RangeError for an unknown zone', () => {
    expect(() => zonedParts(0, 'Not/AZone')).toThrow(RangeError);
  });

  it('should match the platform UTC getters for any instant in UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: utc(1900, 1, 1), max: utc(2200, 12, 31) }), (ms) => {
        const date = new Date(ms);
        expect(zonedParts(ms, 'UTC')).toEqual({
          year: date.getUTCFullYear(),
          month: date.getUTCMonth() + 1,
          day: date.getUTCDate(),
          hour: date.getUTCHours(),
          minute: date.getUTCMinutes(),
          second: date.getUTCSeconds(),
          weekday: date.getUTCDay(),
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('greeting', () => {
  const at = (h: number, mi = 0, s = 0): number =>
    zonedParts(utc(2026, 6, 1, h, mi, s), 'UTC').hour;

  it('should say Boa noite! before 6:00', () => {
    expect(greeting(at(0, 0, 0))).toBe('Boa noite!');
    expect(greeting(at(5, 59, 59))).toBe('Boa noite!');
  });

  it('should say Bom dia! from 6:00 to before 12:00', () => {
    expect(greeting(at(6, 0, 0))).toBe('Bom dia!');
    expect(greeting(at(11, 59, 59))).toBe('Bom dia!');
  });

  it('should say Boa tarde! from 12:00 to before 18:00', () => {
    expect(greeting(at(12, 0, 0))).toBe('Boa tarde!');
    expect(greeting(at(17, 59, 59))).toBe('Boa tarde!');
  });

  it('should say Boa noite! from 18:00', () => {
    expect(greeting(at(18, 0, 0))).toBe('Boa noite!');
    expect(greeting(at(23, 59, 59))).toBe('Boa noite!');
  });

  it('should use the hour of the visitor zone, not UTC', () => {
    // 09:00 UTC is 06:00 in São Paulo and 18:00 in Tokyo.
    const instant = utc(2026, 6, 1, 9);
    expect(greeting(zonedParts(instant, 'America/Sao_Paulo').hour)).toBe('Bom dia!');
    expect(greeting(zonedParts(instant, 'Asia/Tokyo').hour)).toBe('Boa noite!');
  });
});

describe('formatClock', () => {
  it('should zero-pad to HH:MM:SS', () => {
    expect(formatClock({ hour: 0, minute: 0, second: 0 })).toBe('00:00:00');
    expect(formatClock({ hour: 9, minute: 5, second: 7 })).toBe('09:05:07');
    expect(formatClock({ hour: 23, minute: 59, second: 59 })).toBe('23:59:59');
  });
});

describe('formatHourMinute', () => {
  it('should zero-pad to HH:MM', () => {
    expect(formatHourMinute({ hour: 0, minute: 0 })).toBe('00:00');
    expect(formatHourMinute({ hour: 7, minute: 3 })).toBe('07:03');
    expect(formatHourMinute({ hour: 23, minute: 59 })).toBe('23:59');
  });
});

describe('isLeapYear', () => {
  it('should follow the Gregorian rule', () => {
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2028)).toBe(true);
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(2026)).toBe(false);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2100)).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('should give 28 or 29 days in February', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('should throw for a month outside 1–12', () => {
    expect(() => daysInMonth(2026, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2026, 13)).toThrow(RangeError);
  });
});

describe('dayOfYear', () => {
  it('should count 1 January as day 1', () => {
    expect(dayOfYear(2026, 1, 1)).toBe(1);
  });

  it('should count 31 December as 365 or 366', () => {
    expect(dayOfYear(2026, 12, 31)).toBe(365);
    expect(dayOfYear(2028, 12, 31)).toBe(366);
    expect(dayOfYear(1900, 12, 31)).toBe(365);
    expect(dayOfYear(2000, 12, 31)).toBe(366);
  });

  it('should add the leap day only after February', () => {
    expect(dayOfYear(2028, 2, 29)).toBe(60);
    expect(dayOfYear(2028, 3, 1)).toBe(61);
    expect(dayOfYear(2026, 3, 1)).toBe(60);
  });

  it('should throw for impossible dates', () => {
    expect(() => dayOfYear(2026, 2, 29)).toThrow(RangeError);
    expect(() => dayOfYear(2026, 4, 31)).toThrow(RangeError);
    expect(() => dayOfYear(2026, 1, 0)).toThrow(RangeError);
    expect(() => dayOfYear(2026, 13, 1)).toThrow(RangeError);
    expect(() => dayOfYear(2026, 1, 1.5)).toThrow(RangeError);
  });

  it('should agree with Date.UTC arithmetic for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 3000 }), fc.integer({ min: 0, max: 365 }), (year, offset) => {
        const date = new Date(Date.UTC(year, 0, 1 + offset));
        fc.pre(date.getUTCFullYear() === year);
        expect(dayOfYear(year, date.getUTCMonth() + 1, date.getUTCDate())).toBe(offset + 1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('weekdayOf', () => {
  it('should agree with Date.UTC for any date', () => {
    fc.assert(
      fc.property(fc.integer({ min: utc(1000, 1, 1), max: utc(3000, 12, 31) }), (ms) => {
        const date = new Date(ms);
        expect(
          weekdayOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
        ).toBe(date.getUTCDay());
      }),
      { numRuns: 300 },
    );
  });
});

describe('weekdayOfJanFirst', () => {
  it('should give 0 for Sunday through 6 for Saturday', () => {
    expect(weekdayOfJanFirst(2023)).toBe(0); // Sunday
    expect(weekdayOfJanFirst(2020)).toBe(3); // Wednesday
    expect(weekdayOfJanFirst(2026)).toBe(4); // Thursday
    expect(weekdayOfJanFirst(2021)).toBe(5); // Friday
    expect(weekdayOfJanFirst(2028)).toBe(6); // Saturday
    expect(weekdayOfJanFirst(1900)).toBe(1); // Monday
    expect(weekdayOfJanFirst(2000)).toBe(6); // Saturday
  });
});

describe('weekNumber', () => {
  it('should give week 1 on 1 January whatever its weekday', () => {
    expect(weekNumber(2021, 1, 1)).toBe(1);
    expect(weekNumber(2023, 1, 1)).toBe(1);
    expect(weekNumber(2028, 1, 1)).toBe(1);
  });

  it('should start a new week on Sunday', () => {
    // 2021-01-01 is a Friday: Sat 2 Jan is still week 1, Sun 3 Jan starts week 2.
    expect(weekNumber(2021, 1, 2)).toBe(1);
    expect(weekNumber(2021, 1, 3)).toBe(2);
    // 2023-01-01 is a Sunday: the first week is full.
    expect(weekNumber(2023, 1, 7)).toBe(1);
    expect(weekNumber(2023, 1, 8)).toBe(2);
    // 2028-01-01 is a Saturday: week 1 lasts one day.
    expect(weekNumber(2028, 1, 2)).toBe(2);
  });

  it('should reach 53 or 54 on 31 December', () => {
    expect(weekNumber(2028, 12, 31)).toBe(54);
    expect(weekNumber(2023, 12, 31)).toBe(53);
    expect(weekNumber(2026, 12, 31)).toBe(53);
    expect(weekNumber(2020, 12, 31)).toBe(53);
  });

  it('should handle 29 February and the day after it', () => {
    // 2028: Jan 1 Saturday (6); 29 Feb is day 60 → ceil(66 / 7) = 10; 1 Mar day 61 → ceil(67 / 7) = 10.
    expect(weekNumber(2028, 2, 29)).toBe(10);
    expect(weekNumber(2028, 3, 1)).toBe(10);
  });

  it('should never decrease within a year and stay between 1 and 54', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        let previous = 1;
        for (let month = 1; month <= 12; month += 1) {
          for (let day = 1; day <= daysInMonth(year, month); day += 1) {
            const week = weekNumber(year, month, day);
            expect(week).toBeGreaterThanOrEqual(previous);
            expect(week).toBeLessThanOrEqual(54);
            previous = week;
          }
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('dayProgress', () => {
  it('should be 0 at 00:00', () => {
    expect(dayProgress(0, 0)).toBe(0);
    expect(formatPercent(dayProgress(0, 0))).toBe('0,00%');
  });

  it('should be 1439 / 1440 at 23:59', () => {
    expect(dayProgress(23, 59)).toBeCloseTo((1439 / 1440) * 100, 10);
    expect(formatPercent(dayProgress(23, 59))).toBe('99,93%');
  });

  it('should be 50 at noon and 45,83% at 11:00', () => {
    expect(dayProgress(12, 0)).toBe(50);
    expect(formatPercent(dayProgress(11, 0))).toBe('45,83%');
  });
});

describe('yearProgress', () => {
  it('should count 1 January as one day elapsed', () => {
    expect(yearProgress(2026, 1, 1)).toBeCloseTo(100 / 365, 10);
    expect(formatPercent(yearProgress(2026, 1, 1))).toBe('0,27%');
    expect(formatPercent(yearProgress(2028, 1, 1))).toBe('0,27%');
  });

  it('should reach exactly 100 on 31 December of leap and non-leap years', () => {
    expect(yearProgress(2026, 12, 31)).toBe(100);
    expect(yearProgress(2028, 12, 31)).toBe(100);
    expect(formatPercent(yearProgress(2028, 12, 31))).toBe('100,00%');
  });

  it('should divide by 366 in a leap year', () => {
    expect(yearProgress(2028, 12, 30)).toBeCloseTo((365 / 366) * 100, 10);
    expect(formatPercent(yearProgress(2028, 12, 30))).toBe('99,73%');
    expect(formatPercent(yearProgress(2026, 12, 30))).toBe('99,73%');
    expect(yearProgress(2026, 12, 30)).toBeCloseTo((364 / 365) * 100, 10);
  });
});

describe('formatPercent', () => {
  it('should show two decimals with a decimal comma and a percent sign', () => {
    expect(formatPercent(0)).toBe('0,00%');
    expect(formatPercent(5)).toBe('5,00%');
    expect(formatPercent(45.8333)).toBe('45,83%');
    expect(formatPercent(99.999)).toBe('100,00%');
    expect(formatPercent(100)).toBe('100,00%');
  });

  it('should not print a negative zero', () => {
    expect(formatPercent(-0)).toBe('0,00%');
    expect(formatPercent(-0.001)).toBe('0,00%');
  });
});

describe('formatFullDate', () => {
  it('should write the pt-BR full date', () => {
    expect(formatFullDate(zonedParts(utc(2026, 11, 22, 12), 'UTC'))).toBe(
      'domingo, 22 de novembro de 2026',
    );
  });

  it('should not pad the day and should use accented names', () => {
    expect(formatFullDate({ year: 2026, month: 3, day: 7, weekday: 6 })).toBe(
      'sábado, 7 de março de 2026',
    );
    expect(formatFullDate(zonedParts(utc(2026, 1, 1, 12), 'UTC'))).toBe(
      'quinta-feira, 1 de janeiro de 2026',
    );
  });

  it('should use the date of the requested zone', () => {
    const instant = utc(2026, 1, 1, 2); // still 31 Dec 2025 in São Paulo
    expect(formatFullDate(zonedParts(instant, 'America/Sao_Paulo'))).toBe(
      'quarta-feira, 31 de dezembro de 2025',
    );
  });

  it('should throw for an out-of-range weekday or month', () => {
    expect(() => formatFullDate({ year: 2026, month: 13, day: 1, weekday: 0 })).toThrow(RangeError);
    expect(() => formatFullDate({ year: 2026, month: 1, day: 1, weekday: 7 })).toThrow(RangeError);
  });
});

describe('msUntilNextMultiple', () => {
  it('should wait until the next multiple of the period, in (0, period]', () => {
    expect(msUntilNextMultiple(1_234, 500)).toBe(266);
    expect(msUntilNextMultiple(1_500, 500)).toBe(500);
    expect(msUntilNextMultiple(-1, 500)).toBe(1);
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), fc.integer({ min: 1, max: 3_600_000 }), (ms, period) => {
        const delay = msUntilNextMultiple(ms, period);
        expect(delay).toBeGreaterThan(0);
        expect(delay).toBeLessThanOrEqual(period);
        expect((((ms + delay) % period) + period) % period).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('should refuse a period that is not a positive finite number', () => {
    for (const period of [0, -500, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => msUntilNextMultiple(0, period)).toThrow(RangeError);
    }
  });
});

describe('msUntilNextClockTick', () => {
  it('should tick every 500 ms (spec §9), on half-second boundaries', () => {
    expect(msUntilNextClockTick(utc(2026, 6, 1, 10, 0, 0, 1))).toBe(499);
    expect(msUntilNextClockTick(utc(2026, 6, 1, 10, 0, 0, 499))).toBe(1);
    expect(msUntilNextClockTick(utc(2026, 6, 1, 10, 0, 0, 500))).toBe(500);
    expect(msUntilNextClockTick(utc(2026, 6, 1, 10, 0, 0, 999))).toBe(1);
  });

  it('should land on the next second after at most two ticks', () => {
    let now = utc(2026, 6, 1, 10, 0, 0, 123);
    now += msUntilNextClockTick(now);
    now += msUntilNextClockTick(now);
    expect(now).toBe(utc(2026, 6, 1, 10, 0, 1));
  });

  it('should land on the minute boundary, also in zones with half-hour offsets (the minute displays change on it)', () => {
    const instant = utc(2026, 6, 1, 10, 17, 59, 750);
    const next = instant + msUntilNextClockTick(instant);
    expect(next).toBe(utc(2026, 6, 1, 10, 18));
    expect(zonedParts(next, 'Asia/Kolkata').second).toBe(0);
    expect(zonedParts(next, 'Asia/Kathmandu').second).toBe(0);
  });
});
