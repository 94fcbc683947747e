// The albums stored under `albums` (spec §3) and the changes to them; pure (albumsStorage.ts does the I/O). Stored
// data may come from an older version, a hand edit or another tab, so it is checked here.

import type { Album, ChangeConflict } from './types';
import { MAX_IMAGES } from '@/config/constants';
import { clampTitle, displayImageSrc, isStorableImageSrc, titleKey } from './albumRules';

/** `sources[i]`: the index of the stored entry `albums[i]` was read from, written back on a save. */
export type SanitizeResult = { albums: Album[]; problems: string[]; sources: number[] };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Ids are `Date.now()` timestamps (spec §3): safe integers, so that a next id is always exact. */
export const isUsableId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** The one album id allocator: the wanted id if free, else the next free one after it; with none, the largest + 1. */
export function idAllocator(used: Set<number>): (wanted?: number) => number {
  // A loop, not Math.max(...used): spreading a huge list overflows the call stack.
  let max = 0;
  for (const id of used) if (id > max) max = id;
  return (wanted) => {
    let id = wanted ?? max + 1;
    while (!Number.isSafeInteger(id) || used.has(id)) {
      id = Number.isSafeInteger(id) ? id + 1 : 1;
    }
    used.add(id);
    if (id > max) max = id;
    return id;
  };
}

type Draft = { rawId: unknown; title: string; images: string[]; isMain: boolean; source: number };

/** An image as stored: a URL string, or (a newer version's) object with a `src` string. */
function storedImageSrc(image: unknown): string | undefined {
  if (typeof image === 'string') return image;
  if (isRecord(image) && typeof image.src === 'string') return image.src;
  return undefined;
}

/** Whatever was stored under `albums`, repaired where it can be and dropped where not (spec §3, §5). Nothing is
 *  written back: storage changes only with a visitor's change. `problems` is English, for one warning. */
export function sanitizeStoredAlbums(raw: unknown): SanitizeResult {
  if (raw === undefined || raw === null) return { albums: [], problems: [], sources: [] };
  if (!Array.isArray(raw)) return { albums: [], problems: [`albums: expected an array, got ${kindOf(raw)}`], sources: [] };

  const problems: string[] = [];
  const drafts: Draft[] = [];

  raw.forEach((entry: unknown, index) => {
    const at = `albums[${index}]`;
    if (!isRecord(entry)) {
      problems.push(`${at}: ${kindOf(entry)} instead of an album, dropped`);
      return;
    }
    const { id, title, images, isMain } = entry;
    // Checked after the cut: twelve spaces and then text would otherwise keep a blank title.
    const clamped = typeof title === 'string' ? clampTitle(title) : '';
    if (clamped.trim() === '') {
      problems.push(`${at}: no usable title, dropped`);
      return;
    }
    if (clamped !== title) problems.push(`${at}: title longer than 12 characters, cut`);

    let kept: string[] = [];
    if (Array.isArray(images)) {
      kept = images.map(storedImageSrc).filter(isStorableImageSrc).map(displayImageSrc);
      if (kept.length < images.length) {
        problems.push(`${at}: ${images.length - kept.length} unusable image source(s) dropped`);
      }
      if (kept.length > MAX_IMAGES) {
        problems.push(`${at}: ${kept.length} images, only the first ${MAX_IMAGES} kept`);
        kept = kept.slice(0, MAX_IMAGES);
      }
    } else {
      problems.push(`${at}: images is ${kindOf(images)}, not a list; emptied`);
    }

    if (typeof isMain !== 'boolean') problems.push(`${at}: isMain is ${kindOf(isMain)}, set to false`);
    drafts.push({ rawId: id, title: clamped, images: kept, isMain: isMain === true, source: index });
  });

  // Valid first-seen ids are kept; the others are given new ones once all valid ids are known.
  const used = new Set<number>();
  const keepsId = drafts.map((draft) => {
    if (!isUsableId(draft.rawId) || used.has(draft.rawId)) return false;
    used.add(draft.rawId);
    return true;
  });
  const allocate = idAllocator(used);

  let mainSeen = false;
  const seenTitles = new Set<string>();
  const albums = drafts.map((draft, index): Album => {
    let id: number;
    if (keepsId[index] && isUsableId(draft.rawId)) {
      // JSON writes -0 as 0: keep the 0 it reads back, so a round trip is stable.
      id = draft.rawId === 0 ? 0 : draft.rawId;
    } else {
      id = allocate();
      const why = isUsableId(draft.rawId) ? `duplicate id ${draft.rawId}` : `invalid id (${kindOf(draft.rawId)})`;
      problems.push(`album "${draft.title}": ${why}, replaced by ${id}`);
    }

    let isMain = draft.isMain;
    if (isMain && mainSeen) {
      isMain = false;
      problems.push(`album "${draft.title}": another album is already main, flag cleared`);
    }
    mainSeen ||= isMain;

    const key = titleKey(draft.title);
    if (seenTitles.has(key)) problems.push(`album "${draft.title}": duplicate title kept`);
    seenTitles.add(key);

    return { id, title: draft.title, images: draft.images, isMain };
  });

  return { albums, problems, sources: drafts.map((draft) => draft.source) };
}

/** The stored `albums` value as read: what the gallery shows, and the entries a save writes back. */
export interface StoredAlbums {
  albums: Album[];
  entries: Record<string, unknown>[];
  /** False when something stored could not be kept as read: it is backed up before the first save over it. */
  readWhole: boolean;
  problems: string[];
}

/** Reads the text stored under `albums` (null: nothing stored). Never throws. */
export function readStoredAlbums(text: string | null): StoredAlbums {
  if (text === null) return { albums: [], entries: [], readWhole: true, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { albums: [], entries: [], readWhole: false, problems: ['albums: not valid JSON'] };
  }
  const { albums, problems, sources } = sanitizeStoredAlbums(raw);
  const list = Array.isArray(raw) ? (raw as unknown[]) : [];
  const entries = sources.map((index) => list[index] as Record<string, unknown>);
  return { albums, entries, readWhole: problems.length === 0, problems };
}

export const sameImages = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((src, index) => src === b[index]);

/** The same title and images: what a visitor edits (the main flag moves between albums on its own). */
export const sameTitleAndImages = (a: Album | undefined, b: Album | undefined): boolean =>
  a !== undefined && b !== undefined && a.title === b.title && sameImages(a.images, b.images);

/** A change, applied to what storage holds so another tab's change is kept. `before`: the album as this tab showed
 *  it when the change began; storage holding something else means another tab changed it. */
export type AlbumChange =
  | { kind: 'add'; album: Album }
  | { kind: 'save'; album: Album; before: Album | undefined }
  | { kind: 'delete'; id: number; before: Album | undefined }
  | { kind: 'main'; id: number; isMain: boolean }
  | { kind: 'import'; albums: Album[] };

export interface AppliedChange {
  stored: unknown[];
  albums: Album[];
  /** The albums the change wrote: created, edited, or whose flag moved. */
  changedIds: number[];
  conflict?: ChangeConflict;
}

type Slot = { album: Album; entry: Record<string, unknown> | undefined; changed: boolean };

/** Spec §3: at most one album is main; every album whose flag changes is written. */
function makeOnlyMain(slots: Slot[], mainId: number | null) {
  for (const slot of slots) {
    const isMain = slot.album.id === mainId;
    if (slot.album.isMain !== isMain) {
      slot.album = { ...slot.album, isMain };
      slot.changed = true;
    }
  }
}

/** The stored form of an image: the entry's own (an `http:` URL, a newer version's object) when it shows the same. */
function storedImage(entry: Record<string, unknown> | undefined, src: string): unknown {
  const images = entry?.images;
  if (!Array.isArray(images)) return src;
  for (const image of images as unknown[]) {
    const stored = storedImageSrc(image);
    if (stored !== undefined && isStorableImageSrc(stored) && displayImageSrc(stored) === src) return image;
  }
  return src;
}

/** The entry to store: an unchanged album's as stored, a changed one with the fields this version does not know. */
function toStored({ album, entry, changed }: Slot): Record<string, unknown> {
  if (!entry) return { id: album.id, title: album.title, images: [...album.images], isMain: album.isMain };
  if (!changed) {
    return entry.id === album.id && entry.isMain === album.isMain ? entry : { ...entry, id: album.id, isMain: album.isMain };
  }
  const images = album.images.map((src) => storedImage(entry, src));
  return { ...entry, id: album.id, title: album.title, images, isMain: album.isMain };
}

/** The album operations (spec §4), defined once (DECISIONS, **Album operations: one path, through a thunk**). */
export function applyAlbumChange(current: Pick<StoredAlbums, 'albums' | 'entries'>, change: AlbumChange): AppliedChange {
  const slots: Slot[] = current.albums.map((album, index) => ({ album, entry: current.entries[index], changed: false }));
  const indexOf = (id: number) => slots.findIndex((slot) => slot.album.id === id);
  const allocateId = idAllocator(new Set(slots.map((slot) => slot.album.id)));
  let conflict: ChangeConflict | undefined;
  const changedIds: number[] = [];
  const add = (album: Album) => {
    const id = allocateId(album.id);
    slots.push({ album: { ...album, id }, entry: undefined, changed: true });
    changedIds.push(id);
    return id;
  };

  switch (change.kind) {
    case 'add': {
      const id = add({ ...change.album, title: change.album.title.trim() });
      if (change.album.isMain) makeOnlyMain(slots, id);
      break;
    }
    case 'import':
      for (const album of change.albums) add({ ...album, isMain: false });
      break;
    case 'save': {
      const { before } = change;
      const album = { ...change.album, title: change.album.title.trim() };
      const index = indexOf(album.id);
      if (index === -1) {
        // Deleted in another tab meanwhile: the visitor's edit is kept rather than lost.
        slots.push({ album, entry: undefined, changed: true });
        if (before) conflict = { kind: 'restored', title: album.title };
      } else {
        const slot = slots[index] as Slot;
        if (before && !sameTitleAndImages(slot.album, before)) conflict = { kind: 'overwrote', title: album.title };
        slot.album = album;
        slot.changed = true;
      }
      changedIds.push(album.id);
      if (album.isMain) makeOnlyMain(slots, album.id);
      break;
    }
    case 'delete': {
      const index = indexOf(change.id);
      if (index === -1) break;
      const slot = slots[index] as Slot;
      if (change.before && !sameTitleAndImages(slot.album, change.before)) {
        conflict = { kind: 'deleteKept', title: slot.album.title };
        break;
      }
      slots.splice(index, 1);
      break;
    }
    case 'main': {
      const index = indexOf(change.id);
      if (index === -1) break;
      const slot = slots[index] as Slot;
      if (change.isMain) makeOnlyMain(slots, change.id);
      else if (slot.album.isMain) makeOnlyMain(slots, null);
      break;
    }
    default: {
      const unhandled: never = change;
      throw new Error(`Unknown album change ${JSON.stringify(unhandled)}`);
    }
  }
  for (const slot of slots) if (slot.changed && !changedIds.includes(slot.album.id)) changedIds.push(slot.album.id);
  return { stored: slots.map(toStored), albums: slots.map((slot) => slot.album), changedIds, conflict };
}
