import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_TOO_LARGE } from './messages';
import { checkPixelSize } from './albumRules';
import { imagePixelSize, isAnimatedImage, sniffImageType } from './imageBytes';

const FIXTURES = path.join(__dirname, '..', '..', '..', 'e2e', 'fixtures', 'gallery');
const file = (name: string) => new Uint8Array(readFileSync(path.join(FIXTURES, name)));
const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

/** A GIF with `frames` 1×1 frames (no colour table, LZW data of one pixel). */
const gif = (frames: number) =>
  bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], ...Array.from({ length: frames }, () => [0x21, 0xf9, 4, 0, 10, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]), [0x3b]);

const chunk = (type: string, length = 0) => bytes([0, 0, 0, length], type, new Array<number>(length + 4).fill(0));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('imageBytes', () => {
  describe('sniffImageType', () => {
    it.each([
      ['sunset.jpg', 'image/jpeg'],
      ['mountains.png', 'image/png'],
      ['animated.gif', 'image/gif'],
      ['lake.webp', 'image/webp'],
    ])('should recognise %s as %s by its content', (name, type) => {
      expect(sniffImageType(file(name))).toBe(type);
    });

    it('should refuse text named like an image, and empty or truncated files', () => {
      expect(sniffImageType(file('fake.png'))).toBeNull();
      expect(sniffImageType(new Uint8Array())).toBeNull();
      expect(sniffImageType(bytes([0x89, 0x50]))).toBeNull();
      expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
      expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    });
  });

  describe('isAnimatedImage', () => {
    it('should tell an animated GIF from a still one', () => {
      expect(isAnimatedImage(file('animated.gif'), 'image/gif')).toBe(true);
      expect(isAnimatedImage(file('wide-animated.gif'), 'image/gif')).toBe(true);
      expect(isAnimatedImage(gif(1), 'image/gif')).toBe(false);
      expect(isAnimatedImage(gif(2), 'image/gif')).toBe(true);
    });

    it('should find APNG animation before the image data only', () => {
      const png = (...chunks: Uint8Array[]) => bytes(PNG, ...chunks.map((c) => Array.from(c)));
      expect(isAnimatedImage(png(chunk('IHDR', 13), chunk('acTL', 8), chunk('IDAT', 4)), 'image/png')).toBe(true);
      expect(isAnimatedImage(png(chunk('IHDR', 13), chunk('IDAT', 4), chunk('acTL', 8)), 'image/png')).toBe(false);
      expect(isAnimatedImage(file('mountains.png'), 'image/png')).toBe(false);
    });

    it('should read the animation flag of an extended WebP', () => {
      const webp = (flags: number) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0, flags, 0, 0, 0]);
      expect(isAnimatedImage(webp(0x02), 'image/webp')).toBe(true);
      expect(isAnimatedImage(webp(0x10), 'image/webp')).toBe(false);
      expect(isAnimatedImage(file('lake.webp'), 'image/webp')).toBe(false);
    });

    it('should call a JPEG still and survive damaged data', () => {
      expect(isAnimatedImage(file('sunset.jpg'), 'image/jpeg')).toBe(false);
      expect(isAnimatedImage(bytes('GIF89a', [1, 0]), 'image/gif')).toBe(false);
      expect(isAnimatedImage(bytes(PNG, [0xff, 0xff, 0xff, 0xff], 'tEXt'), 'image/png')).toBe(false);
    });
  });

  describe('imagePixelSize (read from the header, nothing decoded)', () => {
    it('should read the size of every format from real files', () => {
      expect(imagePixelSize(file('mountains.png'), 'image/png')).toEqual({ width: 640, height: 480 });
      expect(imagePixelSize(file('big-photo.jpg'), 'image/jpeg')).toEqual({ width: 2400, height: 1800 });
      expect(imagePixelSize(file('wide-animated.gif'), 'image/gif')).toEqual({ width: 1700, height: 96 });
      expect(imagePixelSize(file('lake.webp'), 'image/webp')).toEqual({ width: 960, height: 640 });
    });

    it('should read a huge declared size from a PNG header (20 000 × 20 000 px)', () => {
      const ihdr = bytes([0, 0, 0, 13], 'IHDR', [0, 0, 0x4e, 0x20, 0, 0, 0x4e, 0x20, 8, 6, 0, 0, 0]);
      expect(imagePixelSize(bytes(PNG, Array.from(ihdr)), 'image/png')).toEqual({ width: 20_000, height: 20_000 });
      // A 32-bit size above 2^31 stays positive.
      const wide = bytes([0, 0, 0, 13], 'IHDR', [0xff, 0xff, 0xff, 0xff, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
      expect(imagePixelSize(bytes(PNG, Array.from(wide)), 'image/png')).toEqual({ width: 2 ** 32 - 1, height: 1 });
    });

    it('should read extended, lossy and lossless WebP headers', () => {
      const vp8x = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0, 2, 0, 0, 0], [0x1f, 0x4e, 0], [0x1f, 0x4e, 0]);
      expect(imagePixelSize(vp8x, 'image/webp')).toEqual({ width: 20_000, height: 20_000 });
      const vp8l = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8L', [0, 0, 0, 0, 0x2f], [0x3f, 0xc0, 0x0f, 0]);
      expect(imagePixelSize(vp8l, 'image/webp')).toEqual({ width: 64, height: 64 });
    });

    it('should give null for a header cut short or not understood', () => {
      expect(imagePixelSize(bytes(PNG), 'image/png')).toBeNull();
      expect(imagePixelSize(bytes([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg')).toBeNull();
      expect(imagePixelSize(bytes('GIF89a'), 'image/gif')).toBeNull();
      expect(imagePixelSize(bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'ABCD'), 'image/webp')).toBeNull();
    });
  });

  describe('GIF frames (hardening: every frame is measured, not only the logical screen)', () => {
    const le = (n: number) => [n & 255, (n >> 8) & 255];
    /** An image descriptor at (left, top) of width × height, with its one-pixel LZW data; `table` adds a local colour table of 2^(n+1) entries. */
    const frame = (left: number, top: number, width: number, height: number, table?: number) => [
      0x2c, ...le(left), ...le(top), ...le(width), ...le(height),
      table === undefined ? 0 : 0x80 | table,
      ...(table === undefined ? [] : new Array<number>(3 * 2 ** (table + 1)).fill(0x7f)),
      2, 2, 0x44, 0x01, 0,
    ];
    const screen = (width: number, height: number, table?: number) => [
      ...le(width), ...le(height),
      table === undefined ? 0 : 0x80 | table, 0, 0,
      ...(table === undefined ? [] : new Array<number>(3 * 2 ** (table + 1)).fill(0x2c)),
    ];
    const graphicControl = [0x21, 0xf9, 4, 0, 10, 0, 0, 0];
    // An application extension (NETSCAPE loop) and a comment in two sub-blocks, full of bytes that look like blocks.
    const netscape = [0x21, 0xff, 11, ...Array.from('NETSCAPE2.0', (c) => c.charCodeAt(0)), 3, 1, 0, 0, 0];
    const comment = [0x21, 0xfe, 3, 0x2c, 0x21, 0x3b, 2, 0x2c, 0x2c, 0];
    const gifOf = (...parts: number[][]) => bytes('GIF89a', ...parts, [0x3b]);
    const check = (gifBytes: Uint8Array) =>
      checkPixelSize(imagePixelSize(gifBytes, 'image/gif'), isAnimatedImage(gifBytes, 'image/gif'));

    it('should accept a valid small GIF, still or animated, with colour tables and extensions', () => {
      const still = gifOf(screen(10, 10, 1), comment, graphicControl, frame(0, 0, 10, 10, 0));
      expect(imagePixelSize(still, 'image/gif')).toEqual({ width: 10, height: 10 });
      expect(isAnimatedImage(still, 'image/gif')).toBe(false);
      expect(check(still)).toEqual({ ok: true });
      const animated = gifOf(screen(10, 10), netscape, graphicControl, frame(0, 0, 10, 10), comment, graphicControl, frame(2, 3, 8, 7, 2));
      expect(imagePixelSize(animated, 'image/gif')).toEqual({ width: 10, height: 10 });
      expect(isAnimatedImage(animated, 'image/gif')).toBe(true);
      expect(check(animated)).toEqual({ ok: true });
      expect(check(file('animated.gif'))).toEqual({ ok: true });
    });

    it('should refuse a 10 × 10 GIF whose frame is 20 000 × 20 000 px, from its header bytes', () => {
      const hidden = gifOf(screen(10, 10), graphicControl, frame(0, 0, 20_000, 20_000));
      expect(hidden.length).toBeLessThan(100);
      expect(imagePixelSize(hidden, 'image/gif')).toEqual({ width: 20_000, height: 20_000 });
      expect(check(hidden)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should find a big frame after small ones, extensions and colour tables', () => {
      const late = gifOf(
        screen(10, 10, 7),
        netscape,
        graphicControl,
        frame(0, 0, 10, 10, 7),
        comment,
        graphicControl,
        frame(0, 0, 10, 10),
        graphicControl,
        frame(0, 0, 9_000, 9_000),
      );
      expect(imagePixelSize(late, 'image/gif')).toEqual({ width: 9_000, height: 9_000 });
      expect(check(late)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should count where a frame is drawn: a small frame far outside the screen is as big as the area it needs', () => {
      const far = gifOf(screen(10, 10), frame(65_000, 65_000, 10, 10));
      expect(imagePixelSize(far, 'image/gif')).toEqual({ width: 65_010, height: 65_010 });
      expect(check(far)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should use the same limit as any still image: just under 50 megapixels passes, just over does not', () => {
      expect(check(gifOf(screen(10, 10), frame(0, 0, 10_000, 5_000)))).toEqual({ ok: true });
      expect(check(gifOf(screen(10, 10), frame(0, 0, 10_000, 5_001)))).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    });

    it('should stop safely at a truncated block or garbage, keeping what was read before it', () => {
      const big = frame(0, 0, 20_000, 20_000);
      // The descriptor cut inside its size: no decoder can draw that frame.
      expect(imagePixelSize(bytes('GIF89a', screen(10, 10), big.slice(0, 7)), 'image/gif')).toEqual({ width: 10, height: 10 });
      // Cut inside its image data, or a sub-block length pointing past the end: the size was read, it counts.
      expect(imagePixelSize(bytes('GIF89a', screen(10, 10), big.slice(0, 13)), 'image/gif')).toEqual({ width: 20_000, height: 20_000 });
      expect(imagePixelSize(bytes('GIF89a', screen(10, 10), [0x21, 0xfe, 200, 1, 2]), 'image/gif')).toEqual({ width: 10, height: 10 });
      // A colour table longer than the file.
      expect(imagePixelSize(bytes('GIF89a', screen(10, 10), [0x2c, 0, 0, 0, 0, 10, 0, 10, 0, 0x87]), 'image/gif')).toEqual({ width: 10, height: 10 });
      expect(imagePixelSize(bytes('GIF89a', [10, 0, 10, 0, 0x87, 0, 0]), 'image/gif')).toEqual({ width: 10, height: 10 });
      // Garbage where a block should start ends the walk: a frame after it is never drawn.
      expect(imagePixelSize(gifOf(screen(10, 10), [0x00, 0x99], frame(0, 0, 20_000, 20_000)), 'image/gif')).toEqual({ width: 10, height: 10 });
      // Only part of the logical screen: nothing to go by.
      expect(imagePixelSize(bytes('GIF89a', [10, 0, 10]), 'image/gif')).toBeNull();
      expect(isAnimatedImage(bytes('GIF89a', [10, 0, 10]), 'image/gif')).toBe(false);
    });

    it('should read any bytes after a GIF signature without throwing, and walk 1.5 MiB of tiny sub-blocks in one pass', () => {
      let seed = 22;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      for (let run = 0; run < 2_000; run += 1) {
        const length = Math.floor(random() * 400);
        const body = Array.from({ length }, () => {
          // Mostly block-like bytes, so that the walk goes deep.
          const pick = random();
          if (pick < 0.2) return 0x2c;
          if (pick < 0.4) return 0x21;
          return Math.floor(random() * 256);
        });
        const data = bytes('GIF89a', body);
        const size = imagePixelSize(data, 'image/gif');
        if (length < 4) expect(size).toBeNull();
        else {
          expect(size?.width).toBeLessThanOrEqual(2 * 65_535);
          expect(size?.height).toBeLessThanOrEqual(2 * 65_535);
        }
        expect(typeof isAnimatedImage(data, 'image/gif')).toBe('boolean');
      }
      // 1.5 MiB of extension blocks made of one-byte sub-blocks: the worst case for the walk, still one pass.
      const worst = new Uint8Array(1.5 * 1024 * 1024).fill(1);
      worst.set(bytes('GIF89a', screen(10, 10), [0x21, 0xfe]));
      expect(imagePixelSize(worst, 'image/gif')).toEqual({ width: 10, height: 10 });
    });
  });
});
