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
