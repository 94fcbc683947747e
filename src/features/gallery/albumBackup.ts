// "Exportar álbuns" / "Importar álbuns" (DECISIONS, **Album backup: per-album skip, never a partial album**). Pure:
// the component reads and downloads; an import is checked with the editor's own rules (spec §5, §9).

import { IMAGE_MAX_BYTES, IMPORT_MAX_BYTES, MAX_IMAGES, TITLE_MAX } from '@/config/constants';
import { countCodePoints, cutCodePoints } from '@/utils/codePoints';
import { checkImageUrl, checkPixelSize, displayImageSrc, isStorableImageSrc, titleKey } from './albumRules';
import { imagePixelSize, isAnimatedImage, sniffImageType } from './imageBytes';
import { idAllocator, isRecord, isUsableId, sameImages } from './storedAlbums';
import {
  IMAGE_TOO_LARGE,
  IMPORT_EMPTY,
  IMPORT_NEWER_FORMAT,
  IMPORT_NOT_JSON,
  IMPORT_WRONG_SHAPE,
  SKIP_REASONS,
  importFileTooLarge,
  skipImageNotAccepted,
  skipImageTooLarge,
  skipTooManyImages,
} from './messages';
import type { Album } from './types';

/** The file's format: 1 is the plain list stored under `albums` (spec §3), 2 the object written here; both import. */
export const BACKUP_FORMAT = 2;
export const BACKUP_MIME = 'application/json';

export interface AlbumBackup {
  app: 'projetos';
  kind: 'albums';
  format: typeof BACKUP_FORMAT;
  exportedAt: string;
  albums: Album[];
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Dated in the visitor's own time zone: the day they see on their calendar. */
export function exportFileName(now: Date): string {
  return `projetos-albuns-${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}.json`;
}

/** The backup file's text: every album's four stored fields, indented so that a person can read it. */
export function exportText(albums: readonly Album[], now: Date): string {
  const backup: AlbumBackup = {
    app: 'projetos',
    kind: 'albums',
    format: BACKUP_FORMAT,
    exportedAt: now.toISOString(),
    albums: albums.map(({ id, title, images, isMain }) => ({ id, title, images: [...images], isMain })),
  };
  return `${JSON.stringify(backup, null, 2)}\n`;
}

const IMPORT_MAX_MEGABYTES = IMPORT_MAX_BYTES / (1024 * 1024);

/** Checked before the file is read; "not ≤" refuses a NaN size too. */
export function checkImportSize(bytes: number): string | null {
  return bytes <= IMPORT_MAX_BYTES ? null : importFileTooLarge(IMPORT_MAX_MEGABYTES);
}

/** One album of the file that was left out, and why (a pt-BR phrase: "já existe"). */
export interface SkippedAlbum {
  title: string | null;
  position: number;
  reason: string;
}

export interface ImportPlan {
  ok: true;
  /** For `importAlbums`, in file order: checked, with ids and titles free in the list. */
  added: Album[];
  /** Added albums whose title was taken by a different album, and the free title they got. */
  renamed: Array<{ from: string; to: string }>;
  skipped: SkippedAlbum[];
}

/** The whole file is refused: nothing is added; `message` is pt-BR. */
export interface ImportRefused {
  ok: false;
  message: string;
}

/** A title in a message is cut: a hostile file may hold a huge "title". */
const SHOWN_TITLE_MAX = 40;
const shownTitle = (title: string): string => {
  const short = cutCodePoints(title.trim(), SHOWN_TITLE_MAX);
  return short.length < title.trim().length ? `${short}…` : short;
};

/** Data URLs as FileReader writes them for the four formats (spec §5): base64, nothing else. */
const BASE64_DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/]*={0,2})$/i;

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type ImageCheck = { ok: true; src: string } | { ok: false; tooLarge: boolean };

/** One image of an imported album, checked as the editor would (spec §5): a URL as `checkImageUrl` takes it, a data
 *  URL as an upload, in size, real format and pixel size. */
function checkImportedImage(src: unknown): ImageCheck {
  if (typeof src !== 'string') return { ok: false, tooLarge: false };
  if (/^data:/i.test(src)) {
    const base64 = isStorableImageSrc(src) ? BASE64_DATA_URL.exec(src)?.[1] : undefined;
    if (base64 === undefined || base64.length % 4 !== 0) return { ok: false, tooLarge: false };
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    if ((base64.length / 4) * 3 - padding > IMAGE_MAX_BYTES) return { ok: false, tooLarge: true };
    const bytes = base64Bytes(base64);
    const type = sniffImageType(bytes);
    if (!type) return { ok: false, tooLarge: false };
    const pixels = checkPixelSize(imagePixelSize(bytes, type), isAnimatedImage(bytes, type));
    return pixels.ok ? { ok: true, src } : { ok: false, tooLarge: pixels.message === IMAGE_TOO_LARGE };
  }
  const url = checkImageUrl(displayImageSrc(src));
  return url.ok ? { ok: true, src: url.url } : { ok: false, tooLarge: false };
}

type Candidate = { rawId: unknown; title: string; images: string[] };
type Checked = { ok: true; album: Candidate } | { ok: false; skip: SkippedAlbum };

/** One entry of the file against the editor's rules (spec §5, §9). */
function checkEntry(entry: unknown, position: number): Checked {
  const skip = (title: string | null, reason: string): Checked => ({ ok: false, skip: { title, position, reason } });
  if (!isRecord(entry)) return skip(null, SKIP_REASONS.notAnAlbum);
  const title = typeof entry.title === 'string' ? entry.title.trim() : '';
  if (title === '') return skip(null, SKIP_REASONS.noTitle);
  const shown = shownTitle(title);
  if (countCodePoints(title) > TITLE_MAX) return skip(shown, SKIP_REASONS.titleTooLong);
  const { images } = entry;
  if (!Array.isArray(images)) return skip(shown, SKIP_REASONS.noImageList);
  if (images.length > MAX_IMAGES) return skip(shown, skipTooManyImages(images.length, MAX_IMAGES));
  const kept: string[] = [];
  for (const [index, src] of images.entries()) {
    const image = checkImportedImage(src);
    if (!image.ok) return skip(shown, image.tooLarge ? skipImageTooLarge(index + 1) : skipImageNotAccepted(index + 1));
    kept.push(image.src);
  }
  return { ok: true, album: { rawId: entry.id, title, images: kept } };
}

/** The same title (as spec §5's uniqueness compares them) and images: importing it would add a renamed copy. */
const isAlreadyPresent = (listed: { title: string; images: readonly string[] }, candidate: Candidate): boolean =>
  titleKey(listed.title) === titleKey(candidate.title) && sameImages(listed.images, candidate.images);

/** A taken title gets the first free number, "Férias (2)", the base cut to stay within spec §9's length. */
function titleAllocator(isTaken: (key: string) => boolean): (title: string) => string {
  const nextNumber = new Map<string, number>();
  return (title) => {
    // "Férias (2)" taken too: "Férias (3)", never "Férias (2) (2)".
    const base = title.replace(/\s*\(\d+\)$/, '') || title;
    const baseKey = titleKey(base);
    for (let n = nextNumber.get(baseKey) ?? 2; ; n += 1) {
      const suffix = ` (${n})`;
      const candidate = `${cutCodePoints(base, TITLE_MAX - suffix.length).trimEnd()}${suffix}`;
      if (!isTaken(titleKey(candidate))) {
        nextNumber.set(baseKey, n + 1);
        return candidate;
      }
    }
  };
}

/** The file's list of albums: the export's object (format ≤ 2) or a plain array (format 1); else the refusal. */
function albumList(data: unknown): unknown[] | ImportRefused {
  if (Array.isArray(data)) return data as unknown[];
  if (!isRecord(data) || data.app !== 'projetos' || data.kind !== 'albums') return { ok: false, message: IMPORT_WRONG_SHAPE };
  if (typeof data.format === 'number' && data.format > BACKUP_FORMAT) return { ok: false, message: IMPORT_NEWER_FORMAT };
  return Array.isArray(data.albums) ? (data.albums as unknown[]) : { ok: false, message: IMPORT_WRONG_SHAPE };
}

/** Plans "Importar álbuns": each album imported whole or skipped with its reason, already listed ones skipped, none
 *  main; a taken title gets a free one (spec §5: titles are unique). A file with no album list is refused whole. */
export function planImport(existing: readonly Album[], text: string): ImportPlan | ImportRefused {
  let data: unknown;
  try {
    // A byte-order mark, which some editors write at the start of a UTF-8 file, is not JSON.
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, message: IMPORT_NOT_JSON };
  }
  const list = albumList(data);
  if (!Array.isArray(list)) return list;
  if (list.length === 0) return { ok: false, message: IMPORT_EMPTY };
  if (!list.some(isRecord)) return { ok: false, message: IMPORT_WRONG_SHAPE };

  const added: Album[] = [];
  const renamed: ImportPlan['renamed'] = [];
  const skipped: SkippedAlbum[] = [];
  const byId = new Map<number, { title: string; images: readonly string[] }>(existing.map((album) => [album.id, album]));
  // Several albums per title key: stored lists may hold duplicate titles.
  const titles = new Map<string, Array<{ title: string; images: readonly string[] }>>();
  const rememberTitle = (album: Album) => {
    const key = titleKey(album.title);
    const same = titles.get(key);
    if (same) same.push(album);
    else titles.set(key, [album]);
  };
  existing.forEach(rememberTitle);
  // Fresh ids avoid every id of the list and of the file, so one never takes an id a later album keeps.
  const usedIds = new Set(byId.keys());
  for (const entry of list) if (isRecord(entry) && isUsableId(entry.id)) usedIds.add(entry.id);
  const freshId = idAllocator(usedIds);
  const freeTitle = titleAllocator((key) => titles.has(key));

  list.forEach((entry, index) => {
    const checked = checkEntry(entry, index + 1);
    if (!checked.ok) {
      skipped.push(checked.skip);
      return;
    }
    const candidate = checked.album;
    const sameId = isUsableId(candidate.rawId) ? byId.get(candidate.rawId) : undefined;
    const sameTitle = titles.get(titleKey(candidate.title)) ?? [];
    if ((sameId && isAlreadyPresent(sameId, candidate)) || sameTitle.some((album) => isAlreadyPresent(album, candidate))) {
      skipped.push({ title: shownTitle(candidate.title), position: index + 1, reason: SKIP_REASONS.alreadyPresent });
      return;
    }
    const id = isUsableId(candidate.rawId) && !sameId ? (candidate.rawId === 0 ? 0 : candidate.rawId) : freshId();
    let title = candidate.title;
    if (sameTitle.length > 0) {
      title = freeTitle(candidate.title);
      renamed.push({ from: candidate.title, to: title });
    }
    const album: Album = { id, title, images: candidate.images, isMain: false };
    added.push(album);
    byId.set(album.id, album);
    rememberTitle(album);
  });
  return { ok: true, added, renamed, skipped };
}
