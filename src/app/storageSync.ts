import { applyAlbumsExternalChange } from '@/features/gallery/albumsSync';
import { storageSynced } from '@/features/ui/uiSlice';
import type { ExternalChange, SpecStorage } from './persistence';
import type { AppDispatch } from './store';

/** What a `storage` event carries that matters here (tests build it without a browser event). */
export interface StorageChange {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** The features that merge a shared field another tab changed, by persist key (STORAGE_LAYOUT in store.ts). */
const MERGED_FIELD_HANDLERS: Record<string, (dispatch: AppDispatch, change: ExternalChange) => void> = {
  albums: applyAlbumsExternalChange,
};

/** Hands a change another tab made to a shared (merged) field to the feature that owns it. */
export function applyExternalChange(dispatch: AppDispatch, change: ExternalChange): void {
  MERGED_FIELD_HANDLERS[change.persistKey]?.(dispatch, change);
}

/**
 * Applies a change another tab made to a spec key (spec §1, §3: every tab of the browser shares one storage).
 * Shared fields (the albums) are merged, not replaced, by the feature that owns them: with what storage holds
 * now, not with the event's values, since an event may arrive after this tab wrote again. Settings take the
 * event's value, checked like a stored one; an unusable value is ignored.
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
