// Albums as found in, and shared through, localStorage (spec §1 "album state is kept only in the browser's
// local storage", §3 "persisted under the key albums, default empty list", §8 "storage read failures …
// the default value is used"). Stored data may come from an older version of the app, from hand edits
// or from another tab, so it is checked here before it reaches the store. Pure: the caller parses JSON,
// logs `problems` once (console.warn) and listens to the `storage` event.

import type { Album } from './types';
import { MAX_IMAGES, clampTitle, displayImageSrc, isStorableImageSrc, titleKey } from './albumCore';

export type SanitizeResult = { albums: Album[]; problems: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Ids are `Date.now()` timestamps (spec §3), i.e. safe integers. A fraction or a number beyond 2^53 is
// repaired as well, so that generated ids (max + 1, …) are always exact and distinct.
const isUsableId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Hands out ids not in `used`: max + 1, max + 2, … (deterministic, so a repaired list is reproducible). */
function idAllocator(used: Set<number>): () => number {
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

type Draft = { rawId: unknown; title: string; images: string[]; isMain: boolean };

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
 * - unknown extra fields are not carried over.
 * `problems` holds short English descriptions, meant for a single console warning.
 */
export function sanitizeStoredAlbums(raw: unknown): SanitizeResult {
  if (raw === undefined || raw === null) return { albums: [], problems: [] };
  if (!Array.isArray(raw)) return { albums: [], problems: [`albums: expected an array, got ${kindOf(raw)}`] };

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
      kept = images.filter(isStorableImageSrc).map(displayImageSrc);
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
    drafts.push({ rawId: id, title: clamped, images: kept, isMain: isMain === true });
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

  return { albums, problems };
}

const sameAlbum = (a: Album | undefined, b: Album | undefined): boolean =>
  a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b);

/**
 * Three-way merge of album lists shared by the tabs of one browser (spec §1/§3: albums live only in this browser's
 * storage, shared by its tabs). Goal: no album created in either tab is lost, and a deletion made in one reaches
 * the other.
 *
 * - `base`: what this tab last knew storage to hold (its own last write, or the last value it merged);
 * - `mine`: this tab's albums now;
 * - `theirs`: what storage holds now (another tab wrote it); `undefined` or unusable counts as an empty list.
 *
 * Rules, on album ids:
 * 1. In both lists: unchanged here since `base` → theirs; otherwise mine (the visitor of this tab edited it).
 * 2. Only in mine: kept when it is not in `base` (created here); dropped when it is (deleted there).
 * 3. Only in theirs: kept when it is not in `base` (created there); dropped when it is (deleted here).
 * 4. At most one main album (spec §3): the main flag moved here since `base` wins, else theirs.
 * 5. Ordered by id (creation time, spec §3), so tabs never re-order each other.
 *
 * Exact as long as `base` is an ancestor of both lists, which the persistence engine ensures by merging on every
 * write whose target changed since `base` (read, merge, write in one task) and on every `storage` event.
 */
export function mergeAlbums(
  base: readonly Album[] | undefined,
  mine: readonly Album[],
  theirs: readonly Album[] | undefined,
): Album[] {
  const baseById = new Map((base ?? []).map((album) => [album.id, album]));
  const mineById = new Map(mine.map((album) => [album.id, album]));
  const theirsById = new Map((theirs ?? []).map((album) => [album.id, album]));
  const merged: Album[] = [];
  for (const id of new Set([...mineById.keys(), ...theirsById.keys()])) {
    const here = mineById.get(id);
    const there = theirsById.get(id);
    const before = baseById.get(id);
    if (here && there) merged.push(sameAlbum(here, before) ? there : here);
    else if (here && !before) merged.push(here);
    else if (there && !before) merged.push(there);
  }
  const mainBefore = (base ?? []).find((album) => album.isMain)?.id;
  const mainHere = mine.find((album) => album.isMain)?.id;
  const mainThere = (theirs ?? []).find((album) => album.isMain)?.id;
  const main = mainHere !== mainBefore ? mainHere : mainThere;
  const mains = merged.filter((album) => album.isMain);
  const keep = mains.some((album) => album.id === main) ? main : mains[0]?.id;
  return merged
    .map((album) => (album.isMain && album.id !== keep ? { ...album, isMain: false } : album))
    .sort((a, b) => a.id - b.id);
}
