import type { ExternalChange } from '@/app/persistence';
import type { AppDispatch } from '@/app/store';
import { ALBUMS_STORAGE_KEY, albumsSynced } from './albumsSlice';
import type { Album } from './types';

/**
 * Spec §1, §3: every tab of the browser shares one album list. When another tab changed it, the persistence
 * engine reads what storage holds now and what this tab last knew it to hold; this tab's list is merged three-way
 * with them (storedAlbums.mergeAlbums, in the albumsSynced reducer), so neither tab loses an album
 * (docs/DECISIONS.md, "Albums shared by tabs are merged three-way"); a removed key counts as an empty list.
 * Changes of other keys are not the gallery's.
 */
export function applyAlbumsExternalChange(dispatch: AppDispatch, change: ExternalChange): void {
  if (change.persistKey !== ALBUMS_STORAGE_KEY || change.field !== 'items') return;
  dispatch(albumsSynced({ base: change.base as Album[] | undefined, theirs: change.theirs as Album[] | undefined }));
}
