import { albumsSynced } from '@/features/gallery/albumsSlice';
import type { Album } from '@/features/gallery/types';
import { storageSynced } from '@/features/ui/uiSlice';
import type { ExternalChange, SpecStorage } from './persistence';
import type { AppDispatch } from './store';

/** What a `storage` event carries that matters here (tests build it without a browser event). */
export interface StorageChange {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** Merges a change another tab made to a shared field into this tab's state (only the albums are merged). */
export function applyExternalChange(dispatch: AppDispatch, change: ExternalChange): void {
  if (change.persistKey !== 'albums' || change.field !== 'items') return;
  dispatch(albumsSynced({ base: change.base as Album[] | undefined, theirs: change.theirs as Album[] | undefined }));
}

/**
 * Applies a change another tab made to a spec key (spec §1, §3: every tab of the browser shares one storage).
 * Albums are merged, not replaced, so neither tab loses one (storedAlbums.mergeAlbums): with what storage holds
 * now, not with the event's values, since an event may arrive after this tab wrote again. A removed albums key
 * counts as an empty list. Settings take the event's value, checked like a stored one; an unusable value is
 * ignored.
 */
export function applyStorageChange(storage: SpecStorage, dispatch: AppDispatch, change: StorageChange): void {
  if (change.key === null) return;
  const external = storage.readExternal(change.key);
  if (external) {
    applyExternalChange(dispatch, external);
    return;
  }
  const parsed = storage.parseExternal(change.key, change.newValue);
  if (parsed?.persistKey === 'ui') dispatch(storageSynced({ [parsed.field]: parsed.value }));
}

/** Whether the event is about localStorage; false when touching localStorage throws (blocked site data). */
function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * A setting changed in one tab reaches the other open tabs without a reload: the browser fires `storage` in every
 * other tab of the origin.
 */
export function startStorageSync(storage: SpecStorage, dispatch: AppDispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (!isLocalStorage(event.storageArea)) return;
    try {
      applyStorageChange(storage, dispatch, event);
    } catch (error) {
      // Whatever another tab wrote, this tab keeps running (its own state stays as it was).
      console.error(`Could not apply the change of "${event.key}" made in another tab.`, error);
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
