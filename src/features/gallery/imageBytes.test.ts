import { readFileSync } from 'node:fs';
import path from 'node:path';
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
});
