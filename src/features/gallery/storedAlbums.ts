// Albums as found in, and shared through, localStorage (spec §1 "album state is kept only in the browser's
// local storage", §3 "persisted under the key albums, default empty list", §8 "storage read failures …
// the default value is used"). Stored data may come from an older version of the app, from hand edits
// or from another tab, so it is checked here before it reaches the store. Pure: the caller parses JSON,
// logs `problems` once (console.warn) and listens to the `storage` event.

import type { Album } from './types';
import { MAX_IMAGES, clampTitle, displayImageSrc, isStorableImageSrc, titleKey } from './albumCore';

/**
 * `sources[i]` is the index, in the stored list, of the entry `albums[i]` was read from: a save writes that entry
 * back with only what the visitor changed, so what this version does not read (unknown fields, images past the
 * 7th, a long title) survives (storedAlbums.applyAlbumChange).
 */
export type SanitizeResult = { albums: Album[]; problems: string[]; sources: number[] };

/** A plain JSON object (not null, not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a stored or imported id can be kept: ids are `Date.now()` timestamps (spec §3), i.e. safe integers. A
 * fraction or a number beyond 2^53 is replaced as well, so that generated ids (max + 1, …) are always exact and
 * distinct.
 */
export const isUsableId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Hands out ids not in `used`: max + 1, max + 2, … (deterministic, so a repaired list is reproducible). */
export function idAllocator(used: Set<number>): () => number {
  // A loop, not Math.max(...used): spreading a huge stored list would overflow the call stack during boot.
  let max = 0;
  for (const id of used) if (id > max) max = id;
  let next = max + 1;
  return () => {
    // Only reachable when an id sits at 2^53 − 1: restart from 1 and take the first free id.
    if (!Number.isSafeInteger(next)) next = 1;
    while (used.has(next)) next += 1;
    used.add(next);
    return next;
  };
}

type Draft = { rawId: unknown; title: string; images: string[]; isMain: boolean; source: number };

/**
 * An image as stored: a URL string (this version), or an object with a `src` string (a newer version may add
 * fields to images); its source, or undefined.
 */
export function storedImageSrc(image: unknown): string | undefined {
  if (typeof image === 'string') return image;
  if (isRecord(image) && typeof image.src === 'string') return image.src;
  return undefined;
}

/**
 * Turns whatever was stored under `albums` into a valid `Album[]` (spec §3, §5), repairing what can be
 * repaired and dropping what cannot. Rules:
 * - `undefined`/`null` (nothing stored yet) → `[]`, no problem; any other non-array → `[]` + problem.
 * - entries that are not plain objects are dropped.
 * - title: must be a string with non-blank content, else the entry is dropped. Decision: an album
 *   without a usable title cannot be told apart in the grid nor saved by the editor (spec §5 requires a
 *   title), and inventing a name would need pt-BR text outside messages.ts. Longer titles are cut to 12
 *   code points (`clampTitle`); titles are not trimmed (stored as the visitor typed them).
 *   Duplicate titles (same `titleKey`) are kept and reported: dropping would lose images, and the
 *   editor's uniqueness check makes the visitor rename one on the next save.
 * - id: a safe integer, unique. Missing, non-numeric, fractional or repeated ids (the first occurrence
 *   keeps its id) get `max(valid ids) + 1`, `+ 2`, … in list order.
 * - images: a non-array becomes `[]`; only `isStorableImageSrc` strings are kept, at most 7 (spec §5). An `http:`
 *   image of another site is kept as its `https:` URL (displayImageSrc: what browsers do with mixed content), so
 *   every place that shows it requests it within the Content-Security-Policy.
 * - isMain: only `true` counts; when several albums are main, only the first keeps the flag (spec §3).
 * - unknown extra fields are not part of the album (they stay in the stored entry, see `sources`).
 * Nothing here is written back: the repaired albums are what the tab shows; storage changes only when the visitor
 * changes albums (applyAlbumChange).
 * `problems` holds short English descriptions, meant for a single console warning.
 */
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
    // Checked after the cut: "            x" (12 spaces first) would otherwise keep a blank title.
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

  // Ids: valid, first-seen ids are kept; the rest are repaired once all valid ids are known.
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
      // -0 is a usable id but JSON writes it as 0: store the 0 it will read back, so a round trip is stable.
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


/** The stored `albums` value as this tab read it: what it shows, and the entries a save writes back. */
export interface StoredAlbums {
  /** Shown in the gallery: every readable entry, repaired (sanitizeStoredAlbums). */
  albums: Album[];
  /** The stored entry each album was read from (same order as `albums`). */
  entries: Record<string, unknown>[];
  /**
   * False when something stored could not be kept as read: not JSON, not a list, an entry dropped, or an album
   * repaired for display (title cut, images past the 7th, bad sources, ids). Its text is then backed up before the
   * first save over it (albumsStorage).
   */
  readWhole: boolean;
  /** What was repaired, in English, for one console warning. */
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
  return { albums, entries: sources.map((index) => list[index] as Record<string, unknown>), readWhole: problems.length === 0, problems };
}

/** The same images in the same order. */
export const sameImages = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((src, index) => src === b[index]);

/**
 * Exactly the same title and images: what a visitor edits, so a difference means another tab edited the album. The
 * main flag is left out: it moves between albums on its own.
 */
export const sameTitleAndImages = (a: Album | undefined, b: Album | undefined): boolean =>
  a !== undefined && b !== undefined && a.title === b.title && sameImages(a.images, b.images);

/** The same album in every field: the list a save stored is the list shown. */
export const sameAlbum = (a: Album | undefined, b: Album | undefined): boolean =>
  sameTitleAndImages(a, b) && a?.id === b?.id && a?.isMain === b?.isMain;

/**
 * A change the visitor made, as an operation: applied to what storage holds when it is saved, not to what this tab
 * last saw, so a change another tab saved meanwhile is kept. `before` is the album as this tab showed it when the
 * visitor started the change: when storage holds something else, another tab changed it meanwhile.
 */
export type AlbumChange =
  | { kind: 'add'; album: Album }
  | { kind: 'save'; album: Album; before: Album | undefined }
  | { kind: 'delete'; id: number; before: Album | undefined }
  | { kind: 'main'; id: number; isMain: boolean }
  | { kind: 'import'; albums: Album[] };

/**
 * A change that met another tab's (spec-silent; issue 22 B7: never lost without a word):
 * - `restored`: the album had been deleted in another tab; the visitor's edit brought it back;
 * - `overwrote`: another tab had changed the album; the visitor's edit replaced that change;
 * - `deleteKept`: another tab had changed the album the visitor deleted; it is kept, with the other tab's change.
 */
export interface ChangeConflict {
  kind: 'restored' | 'overwrote' | 'deleteKept';
  title: string;
}

export interface AppliedChange {
  /** The list to store. */
  stored: unknown[];
  /** Ids of the albums the change wrote (created, edited, flag moved); a deleted id is not listed. */
  changedIds: number[];
  conflict?: ChangeConflict;
}

type Slot = { album: Album; entry: Record<string, unknown> | undefined; changed: boolean };

/** A free id: `id` itself, or the next free one after it (two tabs may create albums in the same millisecond). */
function freeId(slots: readonly Slot[], id: number): number {
  const taken = new Set(slots.map((slot) => slot.album.id));
  let free = id;
  while (taken.has(free)) free += 1;
  return free;
}

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

/**
 * The entry to store for an album: unchanged albums keep their stored entry (only a repaired id or main flag is
 * written), changed ones keep the entry's fields this version does not know.
 */
function toStored({ album, entry, changed }: Slot): Record<string, unknown> {
  if (!entry) return { id: album.id, title: album.title, images: [...album.images], isMain: album.isMain };
  if (!changed) {
    return entry.id === album.id && entry.isMain === album.isMain ? entry : { ...entry, id: album.id, isMain: album.isMain };
  }
  return { ...entry, id: album.id, title: album.title, images: album.images.map((src) => storedImage(entry, src)), isMain: album.isMain };
}

/** Applies the visitor's change to what storage holds (pure): the list to write, and any conflict met. */
export function applyAlbumChange(current: StoredAlbums, change: AlbumChange): AppliedChange {
  const slots: Slot[] = current.albums.map((album, index) => ({ album, entry: current.entries[index], changed: false }));
  const indexOf = (id: number) => slots.findIndex((slot) => slot.album.id === id);
  let conflict: ChangeConflict | undefined;
  const changedIds: number[] = [];
  const add = (album: Album) => {
    const id = freeId(slots, album.id);
    slots.push({ album: { ...album, id }, entry: undefined, changed: true });
    changedIds.push(id);
    return id;
  };

  switch (change.kind) {
    case 'add': {
      const id = add(change.album);
      if (change.album.isMain) makeOnlyMain(slots, id);
      break;
    }
    case 'import':
      for (const album of change.albums) add({ ...album, isMain: false });
      break;
    case 'save': {
      const { album, before } = change;
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
  return { stored: slots.map(toStored), changedIds, conflict };
}
