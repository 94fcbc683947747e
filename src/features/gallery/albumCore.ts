// The album rules without pt-BR messages, for stored-data checks and reducers; albumRules.ts re-exports them.

import { MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import { isAllowedImageUrl } from '@/config/imageSources';
import { cutCodePoints } from '@/utils/codePoints';

export { MAX_IMAGES, TITLE_MAX };

/** Spec §5 title uniqueness: trimmed, NFC and case-insensitive, as a visitor would judge two titles the same. */
export function titleKey(title: string): string {
  return title.trim().normalize('NFC').toLocaleLowerCase('pt-BR');
}

/** Spec §5/§9 title length in code points (an emoji is never split). No trim: it runs on every keystroke. */
export function clampTitle(title: string): string {
  return cutCodePoints(title, TITLE_MAX);
}

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

/** Spec §5 for a batch of images (one drop, one multi-select): how many fit; the rest get IMAGE_LIMIT once. */
export function imagesThatFit(current: number, incoming: number): { accepted: number; rejected: number } {
  const wanted = wholeCount(incoming);
  const accepted = Math.min(wanted, Math.max(0, MAX_IMAGES - wholeCount(current)));
  return { accepted, rejected: wanted - accepted };
}

/** Data URLs of uploads: only the four formats of spec §5 (an SVG could carry script, and is never produced here). */
const UPLOAD_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp)[;,]/i;

/** The only sources stored or rendered (spec §3). No length cap, unlike a URL being added: dropping one saved
 *  before the cap would lose the visitor's work. */
export function isStorableImageSrc(src: unknown): src is string {
  if (typeof src !== 'string') return false;
  if (UPLOAD_DATA_URL.test(src)) return true;
  if (!/^https?:/i.test(src)) return false;
  const shown = parseUrl(displayImageSrc(src));
  return shown !== null && isAllowedImageUrl(shown);
}

/** An `http:` URL that config/imageSources does not allow is upgraded to `https:`, so no request breaks the CSP. */
export function displayImageSrc(src: string): string {
  if (!/^http:/i.test(src)) return src;
  const url = parseUrl(src);
  if (!url || isAllowedImageUrl(url)) return src;
  url.protocol = 'https:';
  return url.href;
}
