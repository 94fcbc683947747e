import { checkFile } from './imageFiles';
import { IMAGE_TOO_LARGE } from './messages';

const le = (n: number) => [n & 255, (n >> 8) & 255];
/** GIF89a with a 10 × 10 logical screen and one frame of `width` × `height` (one pixel of LZW data). */
const gif = (width: number, height: number) =>
  new Uint8Array([
    ...Array.from('GIF89a', (c) => c.charCodeAt(0)),
    ...le(10), ...le(10), 0, 0, 0,
    0x2c, 0, 0, 0, 0, ...le(width), ...le(height), 0, 2, 2, 0x44, 0x01, 0,
    0x3b,
  ]);

/** A picked file (Node's own File: this test runs without a document). */
const picked = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });

describe('checkFile (the checks made before anything decodes the file)', () => {
  const decode = jest.fn();
  beforeEach(() => {
    decode.mockReset();
    Object.defineProperty(globalThis, 'createImageBitmap', { value: decode, configurable: true, writable: true });
  });
  afterEach(() => {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  it('should refuse a small GIF hiding a 20 000 × 20 000 px frame with the spec alert, decoding nothing', async () => {
    const file = picked(gif(20_000, 20_000), 'tiny.gif', 'image/gif');
    expect(file.size).toBeLessThan(100);
    await expect(checkFile(file)).resolves.toEqual({ ok: false, message: IMAGE_TOO_LARGE });
    expect(decode).not.toHaveBeenCalled();
  });

  it('should let the same GIF through when its frame fits the screen', async () => {
    const file = picked(gif(10, 10), 'tiny.gif', 'image/gif');
    await expect(checkFile(file)).resolves.toMatchObject({ ok: true, type: 'image/gif' });
    expect(decode).not.toHaveBeenCalled();
  });
});
