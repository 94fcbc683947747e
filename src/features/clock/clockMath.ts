// Clock arithmetic (spec §2, §4, §9). Every function takes an explicit IANA zone so nothing depends on the
// machine's zone; calendar maths is plain arithmetic so every ICU build gives the same result.

import { CLOCK_TICK_MS, GREETING_HOURS, MINUTES_PER_DAY } from '@/config/constants';

/** Calendar fields of one instant in one zone; month is 1-based, weekday 0 = Sunday. */
export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly weekday: number;
}

export type TimeParts = Pick<ZonedParts, 'hour' | 'minute' | 'second'>;
export type DateParts = Pick<ZonedParts, 'year' | 'month' | 'day' | 'weekday'>;

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

// Building an Intl.DateTimeFormat is costly and the clock formats every zone each tick: one per zone, reused.
const formatterCache = new Map<string, Intl.DateTimeFormat>();
const invalidTimeZones = new Set<string>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (formatter === undefined) {
    // Latin digits give ASCII numerals to parse; 'h23' because some engines print midnight as 24.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatterCache.set(timeZone, formatter);
  }
  return formatter;
}

/** spec §3: the geolocation timezone comes from an external service, so check it before use. Never throws. */
export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz === '') return false;
  if (formatterCache.has(tz)) return true;
  if (invalidTimeZones.has(tz)) return false;
  try {
    getFormatter(tz);
    return true;
  } catch {
    invalidTimeZones.add(tz);
    return false;
  }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** spec §4, §9: 365 days, 366 in a leap year. */
export function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334] as const;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid month: ${month}`);
  }
  return month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 31);
}

function assertDate(year: number, month: number, day: number): void {
  if (!Number.isInteger(year)) throw new RangeError(`Invalid year: ${year}`);
  const max = daysInMonth(year, month);
  if (!Number.isInteger(day) || day < 1 || day > max) {
    throw new RangeError(`Invalid date: ${year}-${month}-${day}`);
  }
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = month > 2 ? month - 3 : month + 9;
  const dayOfEra =
    365 * yearOfEra +
    Math.floor(yearOfEra / 4) -
    Math.floor(yearOfEra / 100) +
    Math.floor((153 * monthFromMarch + 2) / 5) +
    day -
    1;
  return era * 146097 + dayOfEra - 719468;
}

/** 0 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(year: number, month: number, day: number): number {
  assertDate(year, month, day);
  return mod(daysFromCivil(year, month, day) + 4, 7);
}

export function wallClockAsUtcMs(parts: Omit<ZonedParts, 'weekday'>): number {
  return (
    daysFromCivil(parts.year, parts.month, parts.day) * MS_PER_DAY +
    parts.hour * 3_600_000 +
    parts.minute * MS_PER_MINUTE +
    parts.second * MS_PER_SECOND
  );
}

/** spec §4: 1 January = 1. */
export function dayOfYear(year: number, month: number, day: number): number {
  assertDate(year, month, day);
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0;
  return (DAYS_BEFORE_MONTH[month - 1] ?? 0) + leapDay + day;
}

export function weekdayOfJanFirst(year: number): number {
  return weekdayOf(year, 1, 1);
}

/** spec §4: weeks start on Sunday; not ISO 8601, so a week 53 or 54 is possible. */
export function weekNumber(year: number, month: number, day: number): number {
  return Math.ceil((dayOfYear(year, month, day) + weekdayOfJanFirst(year)) / 7);
}

/** Throws RangeError for an unknown zone or an out-of-range instant: check external zones with isValidTimeZone. */
export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of getFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) {
      fields[part.type as keyof typeof fields] = Number.parseInt(part.value, 10);
    }
  }
  // Some engines still print midnight as 24 despite 'h23'.
  const hour = fields.hour % 24;
  return {
    ...fields,
    hour,
    weekday: weekdayOf(fields.year, fields.month, fields.day),
  };
}

/** spec §4. */
const GREETINGS = {
  morning: 'Bom dia!',
  afternoon: 'Boa tarde!',
  night: 'Boa noite!',
} as const;

export type Greeting = (typeof GREETINGS)[keyof typeof GREETINGS];

/** spec §4, §9: an hour outside morning and afternoon is night. */
export function greeting(hour: number): Greeting {
  if (hour >= GREETING_HOURS.morning && hour < GREETING_HOURS.afternoon) return GREETINGS.morning;
  if (hour >= GREETING_HOURS.afternoon && hour < GREETING_HOURS.night) return GREETINGS.afternoon;
  return GREETINGS.night;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** spec §2: live clock, 24-hour `HH:MM:SS`. */
export function formatClock(parts: TimeParts): string {
  return `${pad2(parts.hour)}:${pad2(parts.minute)}:${pad2(parts.second)}`;
}

/** spec §2: world clocks show `HH:MM`. */
export function formatHourMinute(parts: Pick<ZonedParts, 'hour' | 'minute'>): string {
  return `${pad2(parts.hour)}:${pad2(parts.minute)}`;
}

// Own pt-BR names (spec §9) instead of Intl so every ICU build prints the same text.
const WEEKDAY_NAMES_PT_BR = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

const MONTH_NAMES_PT_BR = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** spec §2: e.g. `domingo, 22 de novembro de 2026`. */
export function formatFullDate(parts: DateParts): string {
  const weekdayName = WEEKDAY_NAMES_PT_BR[parts.weekday];
  const monthName = MONTH_NAMES_PT_BR[parts.month - 1];
  if (weekdayName === undefined) throw new RangeError(`Invalid weekday: ${parts.weekday}`);
  if (monthName === undefined) throw new RangeError(`Invalid month: ${parts.month}`);
  return `${weekdayName}, ${parts.day} de ${monthName} de ${parts.year}`;
}

/** spec §4: elapsed whole minutes of the day, as a percentage. */
export function dayProgress(hour: number, minute: number): number {
  return ((hour * 60 + minute) / MINUTES_PER_DAY) * 100;
}

/** spec §4: the 1-based day of the year over the year's days, as a percentage. */
export function yearProgress(year: number, month: number, day: number): number {
  return (dayOfYear(year, month, day) / daysInYear(year)) * 100;
}

/** spec §4, §9: two decimals with a decimal comma, built by hand so every ICU build prints the same. */
export function formatPercent(value: number): string {
  const fixed = value.toFixed(2);
  // A tiny negative that rounds to zero would print "-0.00".
  const normalised = /^-0\.00$/.test(fixed) ? '0.00' : fixed;
  return `${normalised.replace('.', ',')}%`;
}

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/** In (0, periodMs]. Callers re-arm from the current time each tick, so timers stay on the wall clock after sleep. */
export function msUntilNextMultiple(epochMs: number, periodMs: number): number {
  if (!(periodMs > 0) || !Number.isFinite(periodMs)) throw new RangeError(`Invalid period: ${periodMs}`);
  return periodMs - mod(epochMs, periodMs);
}

/** spec §9: on the boundary, so the shown second never changes late; a whole minute is a whole number of ticks, so
 *  the minute displays change on the minute too, in every zone (IANA offsets are whole minutes). */
export function msUntilNextClockTick(epochMs: number): number {
  return msUntilNextMultiple(epochMs, CLOCK_TICK_MS);
}
