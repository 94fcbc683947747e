// Domain types of the gallery (spec §3 "Album", §2 "Gallery screen").
// Pure data: no React, no Redux. The store must stay serialisable (architecture convention 5), so the
// spec's "file object" image variant never reaches it: a thunk turns every uploaded File into a
// `data:image/...` URL before dispatching, and images are always strings.

/**
 * One album (spec §3).
 * - `id`: creation timestamp (`Date.now()`, made in an action's `prepare`); unique among albums.
 * - `title`: at most 12 code points (spec §5, §9), unique among albums (compared trimmed and
 *   case-insensitively, see `validateTitle`).
 * - `images`: http(s) URLs or `data:image/...` data URLs, at most 7 (spec §5: a 7th may be added, an 8th not).
 * - `isMain`: at most one album in the list is main; its images feed the main carousel (spec §2, §4).
 */
export type Album = {
  id: number;
  title: string;
  images: string[];
  isMain: boolean;
};
