// What an uploaded file really is, read from its bytes (spec §5; DECISIONS, **Images cannot exhaust memory**).

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

const u16be = (bytes: Uint8Array, at: number): number => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number): number => u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
// `>>> 0`: a 32-bit size above 2^31 stays positive (a hostile header may declare anything).
const u32be = (bytes: Uint8Array, at: number): number => ((u16be(bytes, at) << 16) | u16be(bytes, at + 2)) >>> 0;

interface GifLayout {
  frames: number;
  width: number;
  height: number;
}

/** The area of the logical screen and every frame, since some decoders grow the canvas to a frame larger than the
 *  screen. Each step moves forward, so the work is bounded by the file. */
function gifLayout(bytes: Uint8Array): GifLayout | null {
  if (bytes.length < 10) return null;
  const layout: GifLayout = { frames: 0, width: u16le(bytes, 6), height: u16le(bytes, 8) };
  if (bytes.length < 13) return layout;
  let at = 13;
  const flags = bytes[10] ?? 0;
  if (flags & 0x80) at += 3 * 2 ** ((flags & 0x07) + 1); // global colour table
  const skipSubBlocks = () => {
    while (at < bytes.length) {
      const size = bytes[at] ?? 0;
      at += 1;
      if (size === 0) return;
      at += size;
    }
  };
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x21) {
      at += 2; // extension introducer and label
      skipSubBlocks();
    } else if (block === 0x2c && at + 10 <= bytes.length) {
      layout.frames += 1;
      layout.width = Math.max(layout.width, u16le(bytes, at + 1) + u16le(bytes, at + 5));
      layout.height = Math.max(layout.height, u16le(bytes, at + 3) + u16le(bytes, at + 7));
      const localFlags = bytes[at + 9] ?? 0;
      at += 10;
      if (localFlags & 0x80) at += 3 * 2 ** ((localFlags & 0x07) + 1); // local colour table
      at += 1; // LZW minimum code size
      skipSubBlocks();
    } else {
      break; // trailer (0x3b), an image descriptor cut short, or damaged data
    }
  }
  return layout;
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

/** A canvas would keep only the first frame, so animated images are stored as they are. */
export function isAnimatedImage(bytes: Uint8Array, type: ImageType): boolean {
  if (type === 'image/gif') return (gifLayout(bytes)?.frames ?? 0) > 1;
  if (type === 'image/png') return isAnimatedPng(bytes);
  if (type === 'image/webp') return isAnimatedWebp(bytes);
  return false;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC), walking segments by their lengths. */
function jpegSize(bytes: Uint8Array): PixelSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    at += 2 + u16be(bytes, at + 2);
  }
  return null;
}

/** WebP: the canvas of `VP8X`, or the frame of a simple lossy (`VP8 `) or lossless (`VP8L`) file. */
function webpSize(bytes: Uint8Array): PixelSize | null {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = ((bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The pixel size a header declares, so that a huge picture is refused before it is decoded; null when unreadable. */
export function imagePixelSize(bytes: Uint8Array, type: ImageType): PixelSize | null {
  switch (type) {
    case 'image/png':
      return bytes.length >= 24 && ascii(bytes, 12, 4) === 'IHDR' ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
    case 'image/gif': {
      const layout = gifLayout(bytes);
      return layout && { width: layout.width, height: layout.height };
    }
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
  }
}
