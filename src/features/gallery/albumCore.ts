// The part of the album rules that the store itself needs (stored-data checks, editor reducer): split from
// albumRules.ts so that only these few functions land in the initial bundle; the rest of the rules (and
// their pt-BR messages) stay in the lazily loaded gallery chunk. albumRules.ts re-exports everything here,
// so the UI and the tests keep importing from one place.

import { cutCodePoints } from '@/utils/codePoints';

/** spec §5/§9: the title input is limited to 12 characters (counted as Unicode code points). */
export const TITLE_MAX = 12;
/**
 * spec §5: "alert when the album already holds more than 6 images (a seventh can be added, an eighth
 * cannot)", so an album holds at most 7 images.
 */
export const MAX_IMAGES = 7;
/**
 * Key used to compare titles for uniqueness. Decision: trimmed, NFC-normalised and case-insensitive
 * (pt-BR lower-casing), so "Praia", " praia " and "PRAIA" count as the same album name. Two grid buttons
 * that differ only by case or spacing would look like duplicates to the visitor, which is what the
 * spec's uniqueness rule (§5) is there to prevent.
 */
export function titleKey(title: string): string {
  return title.trim().normalize('NFC').toLocaleLowerCase('pt-BR');
}

/**
 * spec §5/§9: cuts a title to 12 characters. Counts Unicode code points, not UTF-16 units, so an emoji
 * is one character and is never split into a lone surrogate. Does not trim: it runs on every keystroke
 * and must let the visitor type a space between words.
 */
export function clampTitle(title: string): string {
  return cutCodePoints(title, TITLE_MAX);
}

/** Parses an absolute URL; null when it is not one. */
export function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** spec §5: an image may be added while the album holds 6 or fewer (the 7th is allowed, the 8th is not). */
export function canAddImage(count: number): boolean {
  return count < MAX_IMAGES;
}

const wholeCount = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * spec §5 applied to a batch (several files in one drop or one multi-select): how many of `incoming`
 * fit in an album that already holds `current` images. The first `accepted` are added, the remaining
 * `rejected` trigger IMAGE_LIMIT once. Example: current 6 → 1 accepted; current 7 → 0 accepted.
 */
export function imagesThatFit(current: number, incoming: number): { accepted: number; rejected: number } {
  const wanted = wholeCount(incoming);
  const accepted = Math.min(wanted, Math.max(0, MAX_IMAGES - wholeCount(current)));
  return { accepted, rejected: wanted - accepted };
}

/**
 * Loopback hosts: browsers treat `http:` there as secure (a local test server), so such URLs are allowed as they are.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** Data URLs of uploads: only the four formats of spec §5 (an SVG could carry script, and is never produced here). */
const UPLOAD_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/**
 * Only these sources are ever stored or rendered (spec §3: an image is a URL or a data URL from an uploaded file):
 * absolute http(s) URLs and `data:image/png|jpeg|gif|webp` URLs. Anything else found in storage (`javascript:`,
 * other data types, blob URLs that died with their tab, non-strings) is dropped. Stored `http:` URLs are kept; they
 * are requested as `https:` (displayImageSrc).
 */
export function isStorableImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  if (UPLOAD_DATA_URL.test(src)) return true;
  if (!/^https?:/i.test(src)) return false;
  const url = parseUrl(src);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:');
}

/**
 * The URL an album image is requested from: an `http:` URL of another site is upgraded to `https:`, as browsers do
 * with mixed content, so no request breaks the Content-Security-Policy (`img-src` allows `https:`); loopback hosts
 * keep `http:`.
 */
export function displayImageSrc(src: string): string {
  if (!/^http:/i.test(src)) return src;
  const url = parseUrl(src);
  if (!url || isLoopbackHost(url.hostname)) return src;
  url.protocol = 'https:';
  return url.href;
}
