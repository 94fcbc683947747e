import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { LABELS } from '../src/features/gallery/messages';
import { literal } from './xpathQueries';

/** Test images (e2e/fixtures/gallery, made by make-fixtures.mjs): real PNG/JPEG/GIF/WebP files and a fake PNG. */
export const FIXTURES = path.join(__dirname, 'fixtures', 'gallery');
export const GALLERY = '/#/pages/gallery';

const MIME: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

export const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));
export const fixturePath = (name: string): string => path.join(FIXTURES, name);
export const mimeOf = (name: string): string => MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/**
 * The gallery's open native <dialog>s, as XPaths for the Firefox and WebKit specs: each is known by its close button,
 * since the dialogs' names are the album's title or the editor's heading.
 */
const dialogWith = (closeLabel: string) => `//dialog[@open][.//button[@aria-label=${literal(closeLabel)}]]`;
export const EDITOR_DIALOG = dialogWith(LABELS.closeEditor);
export const ALBUM_VIEWER_DIALOG = dialogWith(LABELS.closeExpandedAlbum);
export const IMAGE_VIEWER_DIALOG = dialogWith(LABELS.closeImage);

/** An image URL served by `serveImages`; names starting with `missing` answer 404. */
export const IMG = (name: string): string => `https://images.test/${name}`;

/** Serves https://images.test/<fixture> with the real bytes, and a 404 for `missing…` names. */
export async function serveImages(target: Page | BrowserContext): Promise<void> {
  await target.route('https://images.test/**', async (route) => {
    const name = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    let body: Buffer | null;
    try {
      body = name.startsWith('missing') ? null : fixture(name);
    } catch {
      body = null;
    }
    if (!body) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
      return;
    }
    await route.fulfill({ status: 200, contentType: mimeOf(name), body });
  });
}

/** The browser's own log line for an image that answered 404 (expected when testing the placeholder). */
export const isMissingImageError = (text: string): boolean => /Failed to load resource.*404/.test(text);

export interface SeenDialog {
  type: string;
  message: string;
}

/**
 * Answers alert/confirm/prompt and records them. `answer()` queues what the next confirm (true/false) or prompt
 * (text, or null for Cancel) receives; with nothing queued, confirm is accepted and prompt cancelled.
 */
export function handleDialogs(page: Page) {
  const seen: SeenDialog[] = [];
  const answers: Array<string | boolean | null> = [];
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    const type = dialog.type();
    if (type === 'alert') {
      void dialog.accept();
      return;
    }
    const next = answers.length > 0 ? answers.shift() : undefined;
    if (type === 'confirm') {
      void (next === false ? dialog.dismiss() : dialog.accept());
      return;
    }
    if (type === 'prompt') {
      void (typeof next === 'string' ? dialog.accept(next) : dialog.dismiss());
      return;
    }
    void dialog.dismiss();
  });
  return {
    seen,
    answer: (...values: Array<string | boolean | null>) => {
      answers.push(...values);
    },
    messages: (type?: string) => seen.filter((d) => !type || d.type === type).map((d) => d.message),
    clear: () => {
      seen.length = 0;
    },
  };
}

/** Builds a DataTransfer with real files inside the page and drops it on `target` (dragenter, dragover, drop). */
export async function dropFiles(page: Page, target: Locator, files: Array<{ name: string; bytes: Buffer; type?: string }>) {
  const payload = files.map((f) => ({ name: f.name, type: f.type ?? mimeOf(f.name), base64: f.bytes.toString('base64') }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const transfer = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return transfer;
  }, payload);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** What localStorage holds under `albums`, parsed. */
export async function storedAlbums(page: Page): Promise<Array<{ id: number; title: string; images: string[]; isMain: boolean }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('albums') ?? '[]') as never);
}

/**
 * An animated GIF of two frames (flat colours with a square), written directly: 9-bit LZW codes with a clear code
 * every 250 pixels, so it compresses nothing and its size is predictable (about width × height × 2.25 bytes).
 * The same encoder as in fixtures/gallery/make-fixtures.mjs, for sizes too large to keep in the repository.
 */
export function animatedGif(width: number, height: number): Buffer {
  const bytes: number[] = [];
  const word = (n: number) => bytes.push(n & 255, (n >> 8) & 255);
  bytes.push(...Buffer.from('GIF89a'));
  word(width);
  word(height);
  bytes.push(0xf7, 0, 0);
  const palette = [
    [0x1f, 0x6f, 0xeb],
    [0xff, 0xb3, 0x00],
    [0x2e, 0xb8, 0x72],
    [0xff, 0xff, 0xff],
  ];
  for (let i = 0; i < 256; i += 1) bytes.push(...(palette[i] ?? [0, 0, 0]));
  bytes.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0);
  for (let frame = 0; frame < 2; frame += 1) {
    bytes.push(0x21, 0xf9, 4, 0, 50, 0, 0, 0, 0x2c);
    word(0);
    word(0);
    word(width);
    word(height);
    bytes.push(0, 8);
    const data: number[] = [];
    let acc = 0;
    let bits = 0;
    const emit = (code: number) => {
      acc |= code << bits;
      bits += 9;
      while (bits >= 8) {
        data.push(acc & 255);
        acc >>= 8;
        bits -= 8;
      }
    };
    emit(256);
    let sinceClear = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const inSquare = Math.abs(x - width / 2) < width / 4 && Math.abs(y - height / 2) < height / 4;
        emit(inSquare ? (frame === 0 ? 1 : 2) : frame === 0 ? 0 : 3);
        sinceClear += 1;
        if (sinceClear === 250) {
          emit(256);
          sinceClear = 0;
        }
      }
    }
    emit(257);
    if (bits > 0) data.push(acc & 255);
    for (let i = 0; i < data.length; i += 255) {
      const block = data.slice(i, i + 255);
      bytes.push(block.length, ...block);
    }
    bytes.push(0);
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}

/** Where `locator` is on the page; throws when it is not shown (a test needs its box to point at it). */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${String(locator)} has no box: it is not shown`);
  return box;
}
