// World clocks (spec §2, §3, §9). Offsets and dates come from the platform's IANA data: no DST rule is hard-coded.
import { wallClockAsUtcMs, zonedParts, type ZonedParts } from './clockMath';

export type WorldClockId = 0 | 1 | 2 | 3 | 4 | 5;

export interface WorldClockEntry {
  readonly id: WorldClockId;
  readonly name: string;
  readonly timeZone: string;
}

/** spec §3: ids 0–5 in this order; names in pt-BR because they are displayed (spec §9). */
export const WORLD_CLOCKS: readonly WorldClockEntry[] = [
  { id: 0, name: 'Nova Iorque', timeZone: 'America/New_York' },
  { id: 1, name: 'São Paulo', timeZone: 'America/Sao_Paulo' },
  { id: 2, name: 'Londres', timeZone: 'Europe/London' },
  { id: 3, name: 'Paris', timeZone: 'Europe/Paris' },
  { id: 4, name: 'Hong Kong', timeZone: 'Asia/Hong_Kong' },
  { id: 5, name: 'Tóquio', timeZone: 'Asia/Tokyo' },
];

/** Minutes east of UTC, the zone's wall clock minus the instant. Throws RangeError for an unknown zone. */
export function utcOffsetMinutes(epochMs: number, timeZone: string): number {
  const wallClockMs = wallClockAsUtcMs(zonedParts(epochMs, timeZone));
  // The wall clock has whole seconds, so compare against the instant truncated to its second.
  const instantMs = Math.floor(epochMs / 1000) * 1000;
  // Rounded because some historical offsets carry seconds.
  return Math.round((wallClockMs - instantMs) / 60_000) || 0;
}

/** The typographic minus: as wide as '+', and read as "minus" by screen readers. */
export const OFFSET_MINUS_SIGN = '\u2212';

/** `UTC−5`, `UTC+5:30`, `UTC±0`: minutes only when not zero. */
export function formatUtcOffset(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded === 0 || !Number.isFinite(rounded)) return 'UTC±0';
  const sign = rounded < 0 ? OFFSET_MINUS_SIGN : '+';
  const abs = Math.abs(rounded);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return rest === 0 ? `UTC${sign}${hours}` : `UTC${sign}${hours}:${String(rest).padStart(2, '0')}`;
}

export type DayRelation = 'previous' | 'same' | 'next';

/** 'same' shows nothing. */
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

/** Zones can be two days apart: any earlier date counts as 'previous', any later one as 'next'. */
export function dayRelation(epochMs: number, zone: string, referenceZone: string): DayRelation {
  const difference = dateKey(zonedParts(epochMs, zone)) - dateKey(zonedParts(epochMs, referenceZone));
  if (difference < 0) return 'previous';
  if (difference > 0) return 'next';
  return 'same';
}
