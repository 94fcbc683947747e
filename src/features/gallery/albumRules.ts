// Album validation rules (spec §5 "Gallery", §8 gallery alerts, §9 constants). Pure functions so the
// reducers, thunks and components all apply one definition of each rule (architecture convention 4):
// components only show the message these functions return.

import type { Album } from './types';
import {
  IMAGE_TOO_LARGE,
  IMAGE_URL_HAS_CREDENTIALS,
  imageUrlTooLong,
  ONLY_IMAGES,
  TITLE_DUPLICATE,
  TITLE_REQUIRED,
} from './messages';
import { parseUrl, titleKey } from './albumCore';
import { ACCEPTED_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_URL_MAX_LENGTH, TITLE_MAX } from '@/config/constants';
import { isAllowedImageUrl } from '@/config/imageSources';
import { countCodePoints, cutCodePoints } from '@/utils/codePoints';

export {
  MAX_IMAGES,
  TITLE_MAX,
  canAddImage,
  clampTitle,
  displayImageSrc,
  imagesThatFit,
  isStorableImageSrc,
  titleKey,
} from './albumCore';

// Defined in config/constants.ts (spec §9); re-exported for the modules that import the album rules from here.
export { IMAGE_MAX_BYTES };
/** Value for `<input type="file" accept>`, derived from the same list so the picker and the rule agree. */
export const FILE_INPUT_ACCEPT = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export type CheckResult = { ok: true } | { ok: false; message: string };
export type UrlCheckResult = { ok: true; url: string } | { ok: false; message: string };

// ---------------------------------------------------------------------------------------------- title

/**
 * spec §5: the title is required and unique among the *other* albums (the album being edited,
 * `selfId`, is excluded; pass `null` for a new album). Returns the pt-BR alert text, or null when valid.
 * Saving or adding is blocked while this returns a message.
 */
export function validateTitle(title: string, albums: readonly Album[], selfId: number | null): string | null {
  const key = titleKey(title);
  if (key === '') return TITLE_REQUIRED;
  const taken = albums.some((album) => album.id !== selfId && titleKey(album.title) === key);
  return taken ? TITLE_DUPLICATE : null;
}

// --------------------------------------------------------------------------------------------- images

const EXTENSION_PATTERN = new RegExp(`\\.(?:${ACCEPTED_EXTENSIONS.join('|')})$`, 'i');
const SCHEME_PATTERN = /^[a-z][a-z\d+.-]*:/i;

/** A title being typed: its text and, when the clamp cut it, where the caret goes (else null: leave it). */
export type TitleEdit = { title: string; caret: number | null };

/**
 * spec §5/§9: the title input's 12-character limit, like `maxLength` but counted in code points (an emoji is one).
 * What does not fit is dropped from the text just typed or pasted (the part before the caret), never from the rest
 * of the title, and the caret stays right after what was kept.
 */
export function clampTitleEdit(value: string, caret: number | null = null): TitleEdit {
  const overflow = countCodePoints(value) - TITLE_MAX;
  if (overflow <= 0) return { title: value, caret: null };
  const at = caret ?? value.length;
  const before = value.slice(0, at);
  const kept = cutCodePoints(before, Math.max(0, countCodePoints(before) - overflow));
  return { title: kept + value.slice(at), caret: kept.length };
}

/**
 * spec §5: a file name or URL must end in .jpg, .jpeg, .png, .gif or .webp (case-insensitive; the dot is
 * required). For an absolute URL only its path counts, so a query string and a hash are ignored
 * (`https://x/a.PNG?w=200#x` is accepted, `https://x/a.txt?f=.png` is not). A plain file name is checked
 * as a whole, so names containing `#` or `?` ("foto#1.png") still work.
 */
export function hasImageExtension(nameOrUrl: string): boolean {
  const value = nameOrUrl.trim();
  const url = SCHEME_PATTERN.test(value) ? parseUrl(value) : null;
  return EXTENSION_PATTERN.test(url ? url.pathname : value);
}

/**
 * spec §5: URL given through the prompt or dropped as a link. The text is trimmed and must be an absolute URL with an
 * image extension that config/imageSources allows (`https:`, or `http:` on localhost and 127.0.0.1), the same list the
 * Content-Security-Policy's `img-src` is written from, so an accepted image is always displayed. Refused:
 * - longer than IMAGE_URL_MAX_LENGTH, typed or once normalised: imageUrlTooLong() (checked first, before parsing);
 * - an http(s) URL with a user name or password: IMAGE_URL_HAS_CREDENTIALS (never stored: the browser would not load
 *   it, and the password would sit in storage);
 * - anything else (wrong extension, other `http:` hosts, `javascript:`, `data:` and `file:` URLs, which must never be
 *   stored or rendered from user input): ONLY_IMAGES.
 * The caller alerts the message and re-prompts. On success `url` is the normalised href (e.g. spaces
 * percent-encoded), which is what gets stored.
 */
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

/**
 * spec §5: uploaded or dropped file. Order of checks: the kind first (a wrong kind is reported as
 * ONLY_IMAGES even when it is also large), then the size (strictly more than 1.5 MiB is refused).
 * Besides the extension, a non-empty MIME type that is not `image/*` is refused too (a renamed
 * "notes.txt → notes.png" reported as text/plain); an empty type is common for valid files on some
 * systems and is not held against the file.
 */
export function checkImageFile(file: { name: string; size: number; type: string }): CheckResult {
  if (!hasImageExtension(file.name) || (file.type !== '' && !file.type.toLowerCase().startsWith('image/'))) {
    return { ok: false, message: ONLY_IMAGES };
  }
  // Written as "not ≤" so a NaN size is refused as well.
  if (!(file.size <= IMAGE_MAX_BYTES)) return { ok: false, message: IMAGE_TOO_LARGE };
  return { ok: true };
}

// ------------------------------------------------------------------------------------- pixel size

/**
 * Largest picture accepted, in pixels. The 1.5 MiB cap (spec §5) bounds the file, not the picture: a 1 MB PNG may
 * declare 20 000 × 20 000 px, which would take 1.6 GB to decode. 50 megapixels (200 MB decoded) is above any phone
 * or camera photo.
 */
const MAX_PIXELS = 50_000_000;
/** Animated images are stored and decoded as they are (no re-encoding), every frame at full size. */
const MAX_ANIMATED_PIXELS = 4_000_000;

/**
 * Checks the pixel size read from the header (imageBytes.imagePixelSize) before anything decodes the image: above
 * the limit, IMAGE_TOO_LARGE (spec §5's text for an image that is too large); a header that cannot be read is not
 * an image the browser could show, so ONLY_IMAGES.
 */
export function checkPixelSize(size: { width: number; height: number } | null, animated: boolean): CheckResult {
  if (!size || !(size.width > 0) || !(size.height > 0)) return { ok: false, message: ONLY_IMAGES };
  const limit = animated ? MAX_ANIMATED_PIXELS : MAX_PIXELS;
  return size.width * size.height > limit ? { ok: false, message: IMAGE_TOO_LARGE } : { ok: true };
}

// ------------------------------------------------------------------------------------ re-encoding

/** Long side, in pixels, of an image after re-encoding. Plenty for a full-screen carousel on a laptop. */
export const REENCODE_MAX_SIDE = 1600;
/** Files at or under this size (and within REENCODE_MAX_SIDE) are stored untouched. */
export const REENCODE_MIN_BYTES = 300 * 1024;
/** Suggested JPEG/WebP quality for `canvas.toBlob` when re-encoding. */
export const REENCODE_QUALITY = 0.8;

export type ReencodeInput = { type: string; size: number; width: number; height: number; animated: boolean };
export type ReencodePlan = { reencode: boolean; targetWidth: number; targetHeight: number };

/**
 * Decides whether an accepted upload is shrunk before it becomes a data URL.
 *
 * Why: albums live in localStorage (spec §1, §3) and spec §8/§9 warn at 5 MB of serialised value, while
 * the per-file cap is 1.5 MiB (§5). A data URL costs about 4/3 of the file's bytes, so 7 images at the cap
 * would need ~14 MB and the save would fail. Thresholds:
 * - long side > 1600 px → scale down, keeping the aspect ratio (long side becomes exactly 1600);
 *   phone photos are 3000–4000 px and no screen here shows them larger than ~1600 px;
 * - otherwise re-encode when the file is > 300 KiB: 7 × 300 KiB × 4/3 ≈ 2.8 MB, so a full album of
 *   such images fits the 5 MB budget with room left for other albums, and a 1600 px photo re-encoded at
 *   quality 0.8 usually lands in that range. Smaller files are kept byte-for-byte (no needless quality loss).
 * - animated images (GIF, APNG, animated WebP) are never re-encoded: a canvas keeps only the first frame.
 * - unknown or invalid dimensions (image failed to decode) → keep the file as is.
 * The caller picks the output type (JPEG/WebP; PNG with transparency may stay PNG) and should keep the
 * original when the re-encoded blob is not smaller.
 */
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
