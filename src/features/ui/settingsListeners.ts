import type { Dispatch } from '@reduxjs/toolkit';
import { storageChangedElsewhere, type SettingsStorage } from '@/storage/persistence';
import { initialUiState, storageSynced, type UiState } from './uiSlice';

/**
 * Spec §3: another tab's change of the theme or the menu choice shows at once. redux-persist reads the settings only
 * at start, so this listener reads them again through the same settings storage.
 */
export function settingsSyncListener(storage: SettingsStorage<UiState>) {
  return {
    actionCreator: storageChangedElsewhere,
    effect: ({ payload: { key } }: ReturnType<typeof storageChangedElsewhere>, api: { dispatch: Dispatch }) => {
      // A value that cannot be used leaves the default, as at start-up.
      if (key === null || storage.storageKeys.has(key)) api.dispatch(storageSynced({ ...initialUiState, ...storage.read() }));
    },
  };
}
