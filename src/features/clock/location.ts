// The clock page's IP and geolocation answers (spec §3, §7) and its location line (spec §2, §8). They come from
// third-party services, so they are parsed as `unknown` and narrowed field by field.
import { isValidTimeZone } from './clockMath';

export interface GeoLocation {
  /** Valid IANA zone, or null when missing or unknown to this platform. */
  readonly timezone: string | null;
  readonly city: string | null;
  readonly region: string | null;
  readonly country: string | null;
}

/** spec §8: placeholders for unknown geolocation fields. */
const UNKNOWN_CITY = 'Cidade desconhecida';
const UNKNOWN_REGION = 'Estado desconhecido';
const UNKNOWN_COUNTRY = 'País desconhecido';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** `cidade, região, país` (spec §2), with the spec §8 placeholder for each unusable field, lookup failed included. */
export function formatLocation(
  geo: { city?: unknown; region?: unknown; country?: unknown } | null | undefined,
): string {
  const city = text(geo?.city) ?? UNKNOWN_CITY;
  const region = text(geo?.region) ?? UNKNOWN_REGION;
  const country = text(geo?.country) ?? UNKNOWN_COUNTRY;
  return `${city}, ${region}, ${country}`;
}

/** Spec §3, §7: a bad field, or a zone this platform does not know, becomes null; throws only for a non-object. */
export function parseGeoResponse(raw: unknown): GeoLocation {
  if (!isRecord(raw)) throw new Error('Geolocation response is not an object');
  const timezone = text(raw.timezone);
  return {
    timezone: isValidTimeZone(timezone) ? timezone : null,
    city: text(raw.city),
    region: text(raw.region),
    country: text(raw.country),
  };
}

// The ip goes into the geolocation path (spec §7), so only IPv4/IPv6 characters are accepted.
const IP_PATTERN = /^[0-9A-Fa-f.:]+$/;

/** IP answer (spec §3, §7: `{ ip }`) → trimmed ip string. Throws when it is absent or unusable. */
export function parseIpResponse(raw: unknown): string {
  if (!isRecord(raw)) throw new Error('IP response is not an object');
  const ip = text(raw.ip);
  if (ip === null) throw new Error('IP response has no ip');
  if (!IP_PATTERN.test(ip)) throw new Error('IP response has a malformed ip');
  return ip;
}

/** A geolocation record whose time zone this platform knows (spec §4: it drives the clock). */
export interface LocatedGeo extends GeoLocation {
  readonly timezone: string;
}

/** Shows an external value in an error message: JSON, capped so a hostile answer can not flood the console. */
function describeValue(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 64 ? `${json.slice(0, 61)}...` : json;
}

/** DECISIONS, **A geolocation answer with a missing or unknown time zone is a failed fetch** (spec §3, §8). */
export function parseLocatedGeoResponse(raw: unknown): LocatedGeo {
  const geo = parseGeoResponse(raw);
  if (geo.timezone === null) {
    const zone = (raw as Record<string, unknown>).timezone;
    throw new Error(`Geolocation response has an unknown time zone: ${describeValue(zone)}`);
  }
  return { ...geo, timezone: geo.timezone };
}
