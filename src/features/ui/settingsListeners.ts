import type { AppStartListening } from '@/app/hooks';
import { storageChangedElsewhere, type SettingsStorage } from '@/storage/persistence';
import { initialUiState, storageSynced, type UiState } from './uiSlice';

/**
 * Spec §3: another tab's change of the theme or the menu choice is shown at once. redux-persist writes the settings
 * (app/store.ts) but reads them only at start, so this reads them again, through the same settings storage.
 */
export function addSettingsListeners(startListening: AppStartListening, storage: SettingsStorage<UiState>): void {
  startListening({
    actionCreator: storageChangedElsewhere,
    effect: ({ payload: { key } }, api) => {
      // A value that cannot be used leaves the default, as at start-up.
      if (key === null || storage.storageKeys.has(key)) api.dispatch(storageSynced({ ...initialUiState, ...storage.read() }));
    },
  });
}
