/**
 * World clocks of the clock page (spec §2 "Clock page": six world-city clocks; spec §3: world clock
 * entry; spec §9: 6 world clocks). Offsets and dates come from `zonedParts`, so daylight saving is
 * whatever the platform's IANA database says; nothing here hard-codes a DST rule.
 */
import { wallClockAsUtcMs, zonedParts, type ZonedParts } from './clockMath';

export type WorldClockId = 0 | 1 | 2 | 3 | 4 | 5;

export interface WorldClockEntry {
  readonly id: WorldClockId;
  /** pt-BR city name shown on screen. */
  readonly name: string;
  /** IANA time zone. */
  readonly timeZone: string;
}

/** spec §3: ids 0–5 in this order; names in pt-BR because they are displayed (spec §9 locale). */
export const WORLD_CLOCKS: readonly WorldClockEntry[] = [
  { id: 0, name: 'Nova Iorque', timeZone: 'America/New_York' },
  { id: 1, name: 'São Paulo', timeZone: 'America/Sao_Paulo' },
  { id: 2, name: 'Londres', timeZone: 'Europe/London' },
  { id: 3, name: 'Paris', timeZone: 'Europe/Paris' },
  { id: 4, name: 'Hong Kong', timeZone: 'Asia/Hong_Kong' },
  { id: 5, name: 'Tóquio', timeZone: 'Asia/Tokyo' },
];

/**
 * Offset of `timeZone` from UTC at `epochMs`, in minutes (east positive: Tokyo +540, New York −300
 * in winter and −240 in summer). Computed as the zone's wall-clock reading minus the UTC instant.
 * Throws RangeError for an unknown zone.
 */
export function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  const wallClockMs = wallClockAsUtcMs(zonedParts(epochMs, timeZone));
  // The wall clock has whole seconds, so compare against the instant truncated to its second.
  const instantMs = Math.floor(epochMs / 1000) * 1000;
  // Rounded because a few historical (pre-1970) offsets carry seconds; current ones never do.
  return Math.round((wallClockMs - instantMs) / 60_000) || 0;
}

/**
 * Minus sign used in offsets: U+2212 MINUS SIGN, the typographic minus (same width as '+', read as
 * "minus" by screen readers), used for every negative offset. Zero is written `UTC±0`.
 */
export const OFFSET_MINUS_SIGN = '\u2212';

/** `UTC−5`, `UTC+9`, `UTC+5:30`, `UTC−9:30`, `UTC±0` (minutes only shown when not zero). */
export function formatUtcOffset(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded === 0 || !Number.isFinite(rounded)) return 'UTC±0';
  const sign = rounded < 0 ? OFFSET_MINUS_SIGN : '+';
  const abs = Math.abs(rounded);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return rest === 0 ? `UTC${sign}${hours}` : `UTC${sign}${hours}:${String(rest).padStart(2, '0')}`;
}

/** Calendar date of a world clock compared with the visitor's date. */
export type DayRelation = 'previous' | 'same' | 'next';

/** Text shown next to a world clock whose date differs from the visitor's; 'same' shows nothing. */
const DAY_RELATION_LABELS: Readonly<Record<Exclude<DayRelation, 'same'>, string>> = {
  previous: 'dia anterior',
  next: 'dia seguinte',
};

export function dayRelationLabel(relation: DayRelation): string | null {
  return relation === 'same' ? null : DAY_RELATION_LABELS[relation];
}

function dateKey({ year, month, day }: ZonedParts): number {
  return year * 10_000 + month * 100 + day;
}

/**
 * Whether the calendar date in `zone` is before, equal to or after the date in `referenceZone` at
 * the same instant. Zones up to 26 h apart can differ by two days; any earlier date counts as
 * 'previous' and any later one as 'next'.
 */
export function dayRelation(epochMs: number, zone: string, referenceZone: string): DayRelation {
  const difference = dateKey(zonedParts(epochMs, zone)) - dateKey(zonedParts(epochMs, referenceZone));
  if (difference < 0) return 'previous';
  if (difference > 0) return 'next';
  return 'same';
}
