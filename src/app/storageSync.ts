import { albumsRefreshed } from '@/features/gallery/albumsSlice';
import { ALBUMS_FORMAT_KEY, ALBUMS_KEY, type AlbumsStorage } from '@/features/gallery/albumsStorage';
import { initialUiState, storageSynced, uiStorageFields } from '@/features/ui/uiSlice';
import type { SpecStorage } from '@/storage/persistence';
import type { AppDispatch } from './store';

/** What a `storage` event carries that matters here (tests build it without a browser event). */
export interface StorageChange {
  key: string | null;
}

const ALBUM_KEYS = new Set([ALBUMS_KEY, ALBUMS_FORMAT_KEY]);
const SETTING_KEYS = new Set(Object.values(uiStorageFields).map((field) => field.storageKey));

/**
 * Applies a change another tab made to storage (spec §1, §3: every tab of the browser shares one storage), so this
 * tab shows what a reload would show. What storage holds now is read, not the event's values, which may be late.
 * A `null` key means another tab cleared the whole storage. A value that cannot be used leaves the default, as at
 * start-up.
 */
export function applyStorageChange(
  settings: SpecStorage,
  albums: AlbumsStorage,
  dispatch: AppDispatch,
  change: StorageChange,
): void {
  if (change.key === null || ALBUM_KEYS.has(change.key)) dispatch(albumsRefreshed(albums.refresh()));
  if (change.key === null || SETTING_KEYS.has(change.key)) {
    dispatch(storageSynced({ ...initialUiState, ...settings.readAll('ui') }));
  }
}

/** Whether the event is about localStorage; false when touching localStorage throws (blocked site data). */
function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === window.localStorage;
  } catch {
    return false;
  }
}

/** A change made in one tab reaches the other open tabs without a reload: the browser fires `storage` in each. */
export function startStorageSync(settings: SpecStorage, albums: AlbumsStorage, dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!isLocalStorage(event.storageArea)) return;
    try {
      applyStorageChange(settings, albums, dispatch, event);
    } catch (error) {
      // Whatever another tab wrote, this tab keeps running (its own state stays as it was).
      console.error(`Could not apply the change of "${event.key}" made in another tab.`, error);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
