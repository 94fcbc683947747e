// The part of the album rules that the store itself needs (stored-data checks, editor reducer): split from
// albumRules.ts so that only these few functions land in the initial bundle; the rest of the rules (and
// their pt-BR messages) stay in the lazily loaded gallery chunk. albumRules.ts re-exports everything here,
// so the UI and the tests keep importing from one place.

import { MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import { isAllowedImageUrl } from '@/config/imageSources';
import { cutCodePoints } from '@/utils/codePoints';

// Defined in config/constants.ts (spec §9); re-exported for the modules that import the album rules from here.
export { MAX_IMAGES, TITLE_MAX };
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

/** Data URLs of uploads: only the four formats of spec §5 (an SVG could carry script, and is never produced here). */
const UPLOAD_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/**
 * Only these sources are ever stored or rendered (spec §3: an image is a URL or a data URL from an uploaded file):
 * `data:image/png|jpeg|gif|webp` URLs, and absolute http(s) URLs that config/imageSources allows once shown through
 * displayImageSrc (the list the Content-Security-Policy is written from, so whatever is kept can be displayed). A
 * stored `http:` URL of another site is kept (it is requested as `https:`); one with a user name or password is not
 * (browsers never load it, and the password would stay in storage). Anything else found in storage (`javascript:`,
 * other data types, blob URLs that died with their tab, non-strings) is dropped. No length cap here, unlike a URL
 * being added (albumRules.checkImageUrl): a long URL saved before the cap still displays, and dropping it would lose
 * what the visitor saved.
 */
export function isStorableImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  if (UPLOAD_DATA_URL.test(src)) return true;
  if (!/^https?:/i.test(src)) return false;
  const shown = parseUrl(displayImageSrc(src));
  return shown !== null && isAllowedImageUrl(shown);
}

/**
 * The URL an album image is requested from: an `http:` URL that config/imageSources does not allow as it is (another
 * site, or a local host the Content-Security-Policy cannot name, such as `127.0.0.2`) is upgraded to `https:`, as
 * browsers do with mixed content, so no request breaks the policy (`img-src` allows `https:`); `http:` on the allowed
 * local hosts is kept.
 */
export function displayImageSrc(src: string): string {
  if (!/^http:/i.test(src)) return src;
  const url = parseUrl(src);
  if (!url || isAllowedImageUrl(url)) return src;
  url.protocol = 'https:';
  return url.href;
}
