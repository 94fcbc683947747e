/**
 * Clock arithmetic for the clock page (spec §2 "Clock page", §4 "Clock page", §9).
 *
 * Every function takes an epoch-ms number plus an explicit IANA time zone, or calendar numbers that
 * came out of `zonedParts`, so the result never depends on the machine's local time zone and the
 * store/UI only ever handle plain numbers (house convention 5). Time zone conversion is delegated to
 * `Intl.DateTimeFormat`, which ships the IANA database and its daylight-saving rules; calendar maths
 * (day of year, weekday, leap years) is pure arithmetic so it is identical on every ICU build.
 */

import { CLOCK_TICK_MS, GREETING_HOURS, MINUTES_PER_DAY } from '@/config/constants';

/** Calendar fields of one instant as seen in one time zone. */
export interface ZonedParts {
  readonly year: number;
  /** 1 = January … 12 = December. */
  readonly month: number;
  readonly day: number;
  /** 0–23. */
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 0 = Sunday … 6 = Saturday. */
  readonly weekday: number;
}

export type TimeParts = Pick<ZonedParts, 'hour' | 'minute' | 'second'>;
export type DateParts = Pick<ZonedParts, 'year' | 'month' | 'day' | 'weekday'>;

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;

// Creating an Intl.DateTimeFormat costs far more than formatting with one, and the clock formats
// seven zones every 500 ms (spec §4, §9), so formatters are built once per time zone and reused.
const formatterCache = new Map<string, Intl.DateTimeFormat>();
const invalidTimeZones = new Set<string>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatterCache.get(timeZone);
  if (formatter === undefined) {
    // 'en-US', Gregorian calendar and Latin digits give ASCII numerals to parse; hourCycle 'h23'
    // because some engines report midnight as hour 24 with `hour12: false`.
    // Throws RangeError for unknown zones.
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

/**
 * True when `tz` names a time zone this platform knows (spec §3: the geolocation record's timezone
 * comes from an external service and must be checked before use). Never throws.
 */
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

// --- Pure calendar arithmetic -------------------------------------------------------------------

/** Gregorian leap-year rule (spec §4, §9: a year has 365 or 366 days). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** spec §4, §9: a year has 365 days, 366 in a leap year. */
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

/** Weekday of a calendar date, 0 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(year: number, month: number, day: number): number {
  assertDate(year, month, day);
  return mod(daysFromCivil(year, month, day) + 4, 7);
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
export function wallClockAsUtcMs(parts: Omit<ZonedParts, 'weekday'>): number {
  return (
    daysFromCivil(parts.year, parts.month, parts.day) * MS_PER_DAY +
    parts.hour * 3_600_000 +
    parts.minute * MS_PER_MINUTE +
    parts.second * MS_PER_SECOND
  );
}

/** 1-based ordinal day: 1 January = 1, 31 December = 365 or 366 (spec §4). */
export function dayOfYear(year: number, month: number, day: number): number {
  assertDate(year, month, day);
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0;
  return (DAYS_BEFORE_MONTH[month - 1] ?? 0) + leapDay + day;
}

/** Weekday of 1 January, 0 = Sunday (spec §4: input of the week number). */
export function weekdayOfJanFirst(year: number): number {
  return weekdayOf(year, 1, 1);
}

/**
 * Week number, spec §4: "derived from the day of the year plus the weekday of 1 January".
 * Rule: ceil((dayOfYear + weekdayOfJan1) / 7), weekday 0 = Sunday. Weeks therefore start on Sunday,
 * the (possibly partial) week holding 1 January is week 1, and a year can reach week 53 or 54
 * (54 only for a leap year starting on Saturday, e.g. 2028). This is not ISO 8601.
 */
export function weekNumber(year: number, month: number, day: number): number {
  return Math.ceil((dayOfYear(year, month, day) + weekdayOfJanFirst(year)) / 7);
}

// --- Zoned parts ------------------------------------------------------------------------------

/**
 * Calendar fields of `epochMs` in `timeZone`. Throws RangeError for an unknown zone or a
 * non-finite / out-of-range instant (check with `isValidTimeZone` first when the zone is external).
 */
export function zonedParts(epochMs: number, timeZone: string): ZonedParts {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of getFormatter(timeZone).formatToParts(epochMs)) {
    if (part.type in fields) {
      fields[part.type as keyof typeof fields] = Number.parseInt(part.value, 10);
    }
  }
  // Belt and braces for engines that still print midnight as 24 despite hourCycle 'h23'.
  const hour = fields.hour % 24;
  return {
    ...fields,
    hour,
    weekday: weekdayOf(fields.year, fields.month, fields.day),
  };
}

// --- Greeting, formatting ---------------------------------------------------------------------

/** spec §4: the greetings, by time of day. */
export const GREETINGS = {
  morning: 'Bom dia!',
  afternoon: 'Boa tarde!',
  night: 'Boa noite!',
} as const;

export type Greeting = (typeof GREETINGS)[keyof typeof GREETINGS];

/** spec §4, §9: [6, 12) 'Bom dia!', [12, 18) 'Boa tarde!', every other hour 'Boa noite!'. */
export function greeting(hour: number): Greeting {
  if (hour >= GREETING_HOURS.morning && hour < GREETING_HOURS.afternoon) return GREETINGS.morning;
  if (hour >= GREETING_HOURS.afternoon && hour < GREETING_HOURS.night) return GREETINGS.afternoon;
  return GREETINGS.night;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Live clock text, `HH:MM:SS` in 24-hour form (spec §2 "Clock page": live clock). */
export function formatClock(parts: TimeParts): string {
  return `${pad2(parts.hour)}:${pad2(parts.minute)}:${pad2(parts.second)}`;
}

/** World clock text, `HH:MM` (spec §2: six world-city clocks). */
export function formatHourMinute(parts: Pick<ZonedParts, 'hour' | 'minute'>): string {
  return `${pad2(parts.hour)}:${pad2(parts.minute)}`;
}

// Own pt-BR names (spec §9: locale pt-BR) instead of Intl so every ICU build prints the same text.
export const WEEKDAY_NAMES_PT_BR = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
] as const;

export const MONTH_NAMES_PT_BR = [
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

/** Full pt-BR date, e.g. `domingo, 22 de novembro de 2026` (spec §2: full date). */
export function formatFullDate(parts: DateParts): string {
  const weekdayName = WEEKDAY_NAMES_PT_BR[parts.weekday];
  const monthName = MONTH_NAMES_PT_BR[parts.month - 1];
  if (weekdayName === undefined) throw new RangeError(`Invalid weekday: ${parts.weekday}`);
  if (monthName === undefined) throw new RangeError(`Invalid month: ${parts.month}`);
  return `${weekdayName}, ${parts.day} de ${monthName} de ${parts.year}`;
}

// --- Progress ---------------------------------------------------------------------------------

/** spec §4: day progress = elapsed whole minutes of the day / 1440, as a percentage (0 … <100). */
export function dayProgress(hour: number, minute: number): number {
  return ((hour * 60 + minute) / MINUTES_PER_DAY) * 100;
}

/**
 * spec §4: year progress = day of the year / 365 (366 in a leap year), as a percentage. The day
 * of the year is 1-based, so 1 January is already 1/365 and 31 December is exactly 100.
 */
export function yearProgress(year: number, month: number, day: number): number {
  return (dayOfYear(year, month, day) / daysInYear(year)) * 100;
}

/**
 * spec §4 "shown with 2 decimals", spec §9 locale pt-BR: `45,83%` with a decimal comma. Built by
 * hand (no Intl.NumberFormat) so the output is the same on every ICU build; values here never
 * exceed 100, so no thousands separator is needed.
 */
export function formatPercent(value: number): string {
  const fixed = value.toFixed(2);
  // A tiny negative that rounds to zero would print "-0.00".
  const normalised = /^-0\.00$/.test(fixed) ? '0.00' : fixed;
  return `${normalised.replace('.', ',')}%`;
}

// --- Timer helpers ----------------------------------------------------------------------------

function mod(n: number, m: number): number {
  return ((n % m) + m) % m;
}

/**
 * Delay from `epochMs` until the next whole multiple of `periodMs` since the epoch, in (0, periodMs].
 * Exactly on a boundary it waits a full period, so a timer never fires twice for the same boundary.
 * Timers built on it are re-armed from the current time at every tick (never by counting ticks), so
 * they stay aligned to the wall clock after throttling, sleep or a late tick.
 */
export function msUntilNextMultiple(epochMs: number, periodMs: number): number {
  if (!(periodMs > 0) || !Number.isFinite(periodMs)) throw new RangeError(`Invalid period: ${periodMs}`);
  return periodMs - mod(epochMs, periodMs);
}

/**
 * Delay until the next clock tick (spec §9: 500 ms), aligned to half-second boundaries so the
 * displayed second changes on the tick at the boundary, never up to 500 ms late; in (0, 500].
 */
export function msUntilNextClockTick(epochMs: number): number {
  return msUntilNextMultiple(epochMs, CLOCK_TICK_MS);
}

/**
 * Delay until the next whole minute, in (0, 60000]. Minute boundaries are the same in every zone in
 * use today because current IANA offsets are whole minutes (spec §4: HH:MM world clocks, day
 * progress in whole minutes only change on the minute).
 */
export function msUntilNextMinute(epochMs: number): number {
  return msUntilNextMultiple(epochMs, MS_PER_MINUTE);
}
