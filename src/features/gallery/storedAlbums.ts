// Albums as found in, and shared through, localStorage (spec §1 "album state is kept only in the browser's
// local storage", §3 "persisted under the key albums, default empty list", §8 "storage read failures …
// the default value is used"). Stored data may come from an older version of the app, from hand edits
// or from another tab, so it is checked here before it reaches the store. Pure: the caller parses JSON,
// logs `problems` once (console.warn) and listens to the `storage` event.

import type { Album } from './types';
import { MAX_IMAGES, clampTitle, isStorableImageSrc, titleKey } from './albumCore';

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
 * - images: a non-array becomes `[]`; only `isStorableImageSrc` strings are kept, at most 7 (spec §5).
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
      kept = images.filter(isStorableImageSrc);
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

/**
 * Merges the album list another tab just wrote (the `storage` event) into this tab's list. Goal: two tabs
 * never overwrite each other's albums; a change in one appears in the other, and no album created in
 * either is lost (spec §1/§3: albums live only in this browser's storage, shared by its tabs).
 *
 * Arguments (each already passed through `sanitizeStoredAlbums`):
 * - `local`: this tab's current albums;
 * - `incoming`: `event.newValue`, what the other tab wrote (`[]` when the key was removed);
 * - `previous`: `event.oldValue`, what storage held just before that write (`[]` when there was none).
 *
 * Rules (a three-way merge on album ids, `previous` being the common base):
 * 1. Every album in `incoming` is taken as is: last writer wins per album, which carries edits, added or
 *    removed images and main-flag changes made in the other tab.
 * 2. An album of `local` missing from `incoming` is dropped only when the other tab deleted it, i.e. it
 *    was in `previous` and the writer was in sync (every id it wrote was already in `previous`; a writer
 *    holding an id storage did not have had not yet heard of the latest writes, so what it left out may
 *    just be unknown to it). Otherwise it is kept: created here and not yet written, or kept here after
 *    SAVE_FAILED, or a race.
 * 3. At most one main album: incoming's main wins; a kept local album stays main only when no incoming
 *    album is main.
 * 4. The result is ordered by id. Ids are creation timestamps (spec §3), so this is creation order, the
 *    order albums are appended in; a fixed order also keeps tabs from re-ordering each other forever.
 *
 * The caller writes the result back to storage only when it differs from `incoming` (it then holds
 * something the writer lacked). Writing back an unchanged `incoming` could overwrite a newer value with a
 * stale one; and since writing a value equal to the stored one fires no event, tabs settle.
 *
 * Guarantee: exact when each write is heard by the other tab before a visitor acts there (storage events
 * arrive within milliseconds, people act in seconds), and when both tabs create an album at the same
 * moment; both are tested with a two-tab simulation, including random sequences. Without extra metadata
 * in storage (per-album versions or deletion markers, which spec §3's plain list does not have) no merge
 * can tell "deleted there" from "never heard of there" in every interleaving, so deeper races (one tab
 * writing twice before hearing the other) are best effort.
 *
 * Rejected alternatives: "keep local albums newer than incoming's newest id" resurrects the newest album
 * when the other tab deletes it and drops one created here while the other tab created a newer one;
 * "ids this tab has seen from others" never lets a deletion reach the tab that created the album (it
 * never sees its own album come back from another tab).
 */
export function mergeAlbumLists(
  local: readonly Album[],
  incoming: readonly Album[],
  previous: readonly Pick<Album, 'id'>[],
): Album[] {
  const incomingIds = new Set(incoming.map((album) => album.id));
  const previousIds = new Set(previous.map((album) => album.id));
  // A writer whose list holds an id that storage did not have was out of sync when it wrote: what it
  // left out may simply be unknown to it, so nothing is treated as deleted.
  const writerWasInSync = incoming.every((album) => previousIds.has(album.id));
  const deletedThere = (id: number): boolean => writerWasInSync && previousIds.has(id);
  let hasMain = incoming.some((album) => album.isMain);

  const keptLocal = local
    .filter((album) => !incomingIds.has(album.id) && !deletedThere(album.id))
    .map((album) => {
      if (!album.isMain) return album;
      if (hasMain) return { ...album, isMain: false };
      hasMain = true;
      return album;
    });

  return [...incoming, ...keptLocal].sort((a, b) => a.id - b.id);
}
