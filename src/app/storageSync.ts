import { ALBUMS_STORAGE_KEY, albumsSynced, readAlbumsQuietly } from '@/features/gallery/albumsSlice';
import type { Album } from '@/features/gallery/types';
import { storageSynced } from '@/features/ui/uiSlice';
import type { SpecStorage } from './persistence';
import type { AppDispatch } from './store';

/**
 * Issue 2: a setting changed in one tab reaches the other open tabs without a reload. The browser fires
 * `storage` in every other tab of the origin; each value is checked like a stored one before it is applied.
 */
export function startStorageSync(storage: SpecStorage, dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.storageArea !== window.localStorage) return;
    if (event.key === ALBUMS_STORAGE_KEY) {
      // Issue 5: albums are merged, not replaced, so neither tab loses one (mergeAlbumLists). A removed key counts
      // as an empty list; an unusable value is ignored.
      const incoming = storage.parseExternal(event.key, event.newValue ?? '[]');
      if (incoming) dispatch(albumsSynced({ incoming: incoming.value as Album[], previous: readAlbumsQuietly(event.oldValue) }));
      return;
    }
    const change = storage.parseExternal(event.key, event.newValue);
    if (change?.persistKey === 'ui') dispatch(storageSynced({ [change.field]: change.value }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
