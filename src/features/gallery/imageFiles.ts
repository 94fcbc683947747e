// Turns an uploaded or dropped File into the data URL the store keeps. Browser-only: called by editorThunks.ts.
import { REENCODE_QUALITY, checkImageFile, checkPixelSize, shouldReencode, type ReencodePlan } from './albumRules';
import { imagePixelSize, isAnimatedImage, sniffImageType, type ImageType } from './imageBytes';
import { ONLY_IMAGES, fileUnreadable } from './messages';

export type FileResult = { ok: true; src: string } | { ok: false; message: string };

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('FileReader gave no data URL'));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

async function decode(blob: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(blob);
  } catch {
    return null;
  }
}

/** Draws the bitmap at the planned size and encodes it as WebP, or JPEG where the browser cannot write WebP. */
async function reencode(bitmap: ImageBitmap, plan: ReencodePlan): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = plan.targetWidth;
  canvas.height = plan.targetHeight;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, plan.targetWidth, plan.targetHeight);
  const encode = (type: string) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, REENCODE_QUALITY));
  const webp = await encode('image/webp');
  if (webp?.type === 'image/webp') return webp;
  // JPEG has no transparency: paint the picture over white rather than over black.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, plan.targetWidth, plan.targetHeight);
  const jpeg = await encode('image/jpeg');
  return jpeg?.type === 'image/jpeg' ? jpeg : null;
}

export type FileCheck = { ok: true; bytes: Uint8Array<ArrayBuffer>; type: ImageType } | { ok: false; message: string };

/** spec §5's checks that decode nothing: name, type and size, the real format, the pixel size its header declares. */
export async function checkFile(file: File): Promise<FileCheck> {
  const check = checkImageFile(file);
  if (!check.ok) return check;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, message: fileUnreadable(file.name) };
  }
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, message: ONLY_IMAGES };
  const pixels = checkPixelSize(imagePixelSize(bytes, type), isAnimatedImage(bytes, type));
  return pixels.ok ? { ok: true, bytes, type } : pixels;
}

/** A checked file must decode; the data URL is typed after its real format, whatever MIME type the file claimed. */
export async function toImageSrc(file: File, bytes: Uint8Array<ArrayBuffer>, type: ImageType): Promise<FileResult> {
  const typed = new Blob([bytes], { type });
  const bitmap = await decode(typed);
  if (!bitmap) return { ok: false, message: ONLY_IMAGES };
  try {
    return await encodeChecked(file, bytes, type, typed, bitmap);
  } catch {
    // Re-encoding or reading the result failed (memory, a canvas the browser refused): this file only.
    return { ok: false, message: fileUnreadable(file.name) };
  } finally {
    bitmap.close();
  }
}

async function encodeChecked(
  file: File,
  bytes: Uint8Array<ArrayBuffer>,
  type: ImageType,
  typed: Blob,
  bitmap: ImageBitmap,
): Promise<FileResult> {
  const plan = shouldReencode({
    type,
    size: file.size,
    width: bitmap.width,
    height: bitmap.height,
    animated: isAnimatedImage(bytes, type),
  });
  let chosen: Blob = typed;
  if (plan.reencode) {
    const smaller = await reencode(bitmap, plan);
    if (smaller && smaller.size < typed.size) chosen = smaller;
  }
  return { ok: true, src: await readAsDataUrl(chosen) };
}
