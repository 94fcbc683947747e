// What an uploaded file really is, read from its first bytes (spec §5: "Somente imagens devem ser usadas.";
// issue 5: a file whose content is not a decodable image is refused like a wrong extension, and animated GIFs are
// kept as they are). Pure: the browser code in imageFiles.ts reads the bytes and decodes the image.

/** The image formats of spec §5 (jpg/jpeg, png, gif, webp), by MIME type. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

const ascii = (bytes: Uint8Array, offset: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(offset, offset + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The format named by the file's signature, whatever its name says; null when it is none of the four. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'image/webp';
  return null;
}

/** Counts the frames of a GIF by walking its blocks (stops at 2: all that matters is "more than one"). */
function gifFrameCount(bytes: Uint8Array): number {
  if (bytes.length < 13) return 0;
  let at = 13;
  const flags = bytes[10] ?? 0;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1); // global colour table
  let frames = 0;
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at] ?? 0;
      at += 1;
      if (size === 0) return;
      at += size;
    }
  };
  while (at < bytes.length && frames < 2) {
    const block = bytes[at];
    if (block === 0x21) {
      at += 2; // extension introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const localFlags = bytes[at + 9] ?? 0;
      at += 10;
      if (localFlags & 0x80) at += 3 * 2 ** ((localFlags & 0x07) + 1); // local colour table
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // trailer (0x3b) or damaged data
    }
  }
  return frames;
}

/** APNG: an `acTL` chunk before the first `IDAT`. */
function isAnimatedPng(bytes: Uint8Array): boolean {
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = ((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const type = ascii(bytes, at + 4, 4);
    if (type === 'acTL') return true;
    if (type === 'IDAT' || type === 'IEND' || length < 0) return false;
    at += 12 + length;
  }
  return false;
}

/** Animated WebP: the animation flag of the `VP8X` chunk (the only place it can be declared). */
function isAnimatedWebp(bytes: Uint8Array): boolean {
  return ascii(bytes, 12, 4) === 'VP8X' && ((bytes[20] ?? 0) & 0x02) !== 0;
}

/**
 * True for images with several frames (animated GIF, APNG, animated WebP): re-encoding through a canvas would
 * keep only the first frame, so they are stored as they are (albumRules.shouldReencode).
 */
export function isAnimatedImage(bytes: Uint8Array, type: ImageType): boolean {
  if (type === 'image/gif') return gifFrameCount(bytes) > 1;
  if (type === 'image/png') return isAnimatedPng(bytes);
  if (type === 'image/webp') return isAnimatedWebp(bytes);
  return false;
}
