/**
 * One album (spec §3): `id` its creation timestamp (idAllocator); `images` URLs or data URLs, never the spec's file
 * objects, which are read into data URLs so that the store stays serialisable.
 */
export type Album = {
  id: number;
  title: string;
  images: string[];
  isMain: boolean;
};

/** A change that met another tab's, told to the visitor: the album had been deleted, or edited, there. */
export interface ChangeConflict {
  kind: 'restored' | 'overwrote' | 'deleteKept';
  title: string;
}

/** What the gallery tells the visitor about another tab's change (messages.ts words it). */
export interface AlbumNotice {
  kind: 'deletedElsewhere' | 'changedElsewhere' | ChangeConflict['kind'];
  title: string;
}
