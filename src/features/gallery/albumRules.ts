// Album rules (spec §3, §5, §8, §9), each defined once: the editor, the reducers and the stored-data checks use them,
// and the components only show their messages.

import type { Album } from './types';
import {
  IMAGE_TOO_LARGE,
  IMAGE_URL_HAS_CREDENTIALS,
  imageUrlTooLong,
  ONLY_IMAGES,
  TITLE_DUPLICATE,
  TITLE_REQUIRED,
} from './messages';
import { ACCEPTED_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_URL_MAX_LENGTH, MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import { isAllowedImageUrl } from '@/config/imageSources';
import { countCodePoints, cutCodePoints } from '@/utils/codePoints';

/** Spec §5 title uniqueness: trimmed, NFC and case-insensitive, as a visitor would judge two titles the same. */
export function titleKey(title: string): string {
  return title.trim().normalize('NFC').toLocaleLowerCase('pt-BR');
}

/** Spec §5/§9 title length in code points (an emoji is never split). No trim: it runs on every keystroke. */
export function clampTitle(title: string): string {
  return cutCodePoints(title, TITLE_MAX);
}

function parseUrl(value: string): URL | null {
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

/** Value for `<input type="file" accept>`, derived from the same list so the picker and the rule agree. */
export const FILE_INPUT_ACCEPT = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type CheckResult = { ok: true } | { ok: false; message: string };
export type UrlCheckResult = { ok: true; url: string } | { ok: false; message: string };

/** Spec §5: a title is required, and unique among the other albums (`selfId` null: a new album). */
export function validateTitle(title: string, albums: readonly Album[], selfId: number | null): string | null {
  const key = titleKey(title);
  if (key === '') return TITLE_REQUIRED;
  const taken = albums.some((album) => album.id !== selfId && titleKey(album.title) === key);
  return taken ? TITLE_DUPLICATE : null;
}

const EXTENSION_PATTERN = new RegExp(`\\.(?:${ACCEPTED_EXTENSIONS.join('|')})$`, 'i');
const SCHEME_PATTERN = /^[a-z][a-z\d+.-]*:/i;

/** A title being typed: its text and, when the clamp cut it, where the caret goes (else null: leave it). */
export type TitleEdit = { title: string; caret: number | null };

/** Spec §5/§9: `maxLength` in code points; what does not fit is dropped from what was just typed, before the caret. */
export function clampTitleEdit(value: string, caret: number | null = null): TitleEdit {
  const overflow = countCodePoints(value) - TITLE_MAX;
  if (overflow <= 0) return { title: value, caret: null };
  const at = caret ?? value.length;
  const before = value.slice(0, at);
  const kept = cutCodePoints(before, Math.max(0, countCodePoints(before) - overflow));
  return { title: kept + value.slice(at), caret: kept.length };
}

/** Spec §5 image extensions: of a URL only the path counts; a file name is checked whole (it may hold `#` or `?`). */
export function hasImageExtension(nameOrUrl: string): boolean {
  const value = nameOrUrl.trim();
  const url = SCHEME_PATTERN.test(value) ? parseUrl(value) : null;
  return EXTENSION_PATTERN.test(url ? url.pathname : value);
}

/** Spec §5: a URL from the prompt or a dropped link, accepted only from config/imageSources (the CSP's list) so it
 *  always displays. Credentials are refused: the browser would not load them, and a password would sit in storage. */
export function checkImageUrl(raw: string): UrlCheckResult {
  const text = raw.trim();
  if (text.length > IMAGE_URL_MAX_LENGTH) return { ok: false, message: imageUrlTooLong() };
  const url = parseUrl(text);
  if (url && (url.protocol === 'https:' || url.protocol === 'http:') && (url.username !== '' || url.password !== '')) {
    return { ok: false, message: IMAGE_URL_HAS_CREDENTIALS };
  }
  if (!url || !isAllowedImageUrl(url) || !hasImageExtension(url.pathname)) {
    return { ok: false, message: ONLY_IMAGES };
  }
  if (url.href.length > IMAGE_URL_MAX_LENGTH) return { ok: false, message: imageUrlTooLong() };
  return { ok: true, url: url.href };
}

/** Spec §5: an uploaded or dropped file. An empty MIME type is allowed: some systems give none for valid files. */
export function checkImageFile(file: { name: string; size: number; type: string }): CheckResult {
  if (!hasImageExtension(file.name) || (file.type !== '' && !file.type.toLowerCase().startsWith('image/'))) {
    return { ok: false, message: ONLY_IMAGES };
  }
  // Written as "not ≤" so a NaN size is refused as well.
  if (!(file.size <= IMAGE_MAX_BYTES)) return { ok: false, message: IMAGE_TOO_LARGE };
  return { ok: true };
}

/** Spec §5 bounds the file, not the picture to decode (DECISIONS, **Images cannot exhaust memory**). */
const MAX_PIXELS = 50_000_000;
/** Lower, since an animated image decodes every frame at full size. */
const MAX_ANIMATED_PIXELS = 4_000_000;

/** The pixel size read from the header, before anything decodes the image: too large, or not an image at all. */
export function checkPixelSize(size: { width: number; height: number } | null, animated: boolean): CheckResult {
  if (!size || !(size.width > 0) || !(size.height > 0)) return { ok: false, message: ONLY_IMAGES };
  const limit = animated ? MAX_ANIMATED_PIXELS : MAX_PIXELS;
  return size.width * size.height > limit ? { ok: false, message: IMAGE_TOO_LARGE } : { ok: true };
}

export const REENCODE_MAX_SIDE = 1600;
export const REENCODE_MIN_BYTES = 300 * 1024;
export const REENCODE_QUALITY = 0.8;

export type ReencodeInput = { type: string; size: number; width: number; height: number; animated: boolean };
export type ReencodePlan = { reencode: boolean; targetWidth: number; targetHeight: number };

/** Whether an upload is shrunk before it becomes a data URL: seven images at spec §5's cap would not fit in
 *  localStorage. Animated images never are (a canvas keeps one frame). */
export function shouldReencode(input: ReencodeInput): ReencodePlan {
  const { size, width, height, animated } = input;
  const valid = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  if (!valid) return { reencode: false, targetWidth: 0, targetHeight: 0 };
  if (animated) return { reencode: false, targetWidth: width, targetHeight: height };

  const longSide = Math.max(width, height);
  if (longSide > REENCODE_MAX_SIDE) {
    const scale = REENCODE_MAX_SIDE / longSide;
    return {
      reencode: true,
      targetWidth: Math.max(1, Math.min(REENCODE_MAX_SIDE, Math.round(width * scale))),
      targetHeight: Math.max(1, Math.min(REENCODE_MAX_SIDE, Math.round(height * scale))),
    };
  }
  return { reencode: size > REENCODE_MIN_BYTES, targetWidth: width, targetHeight: height };
}
