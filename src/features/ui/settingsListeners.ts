import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '@/app/hooks';
import { storageAvailabilityChanged, storageChangedElsewhere, type SettingsStorage } from '@/storage/persistence';
import { initialUiState, menuToggled, storageSynced, themeToggled, type UiState } from './uiSlice';

/**
 * Spec §3: the theme and the menu choice are stored when the visitor changes them, each under its own key
 * (uiStorageFields), and another tab's change of either is shown at once. Listeners run only for real actions, so
 * Redux DevTools time travel never writes (docs/DECISIONS.md, "Stored values are written by listeners").
 */
export function addSettingsListeners(startListening: AppStartListening, storage: SettingsStorage<UiState>): void {
  startListening({
    matcher: isAnyOf(themeToggled, menuToggled),
    effect: (_action, api) => {
      const available = storage.write(api.getState().ui);
      // Blocked site data, or no write succeeds: the gallery says that albums will not outlive the tab.
      if (available !== undefined) api.dispatch(storageAvailabilityChanged(available));
    },
  });
  startListening({
    actionCreator: storageChangedElsewhere,
    effect: ({ payload: { key } }, api) => {
      // A value that cannot be used leaves the default, as at start-up.
      if (key === null || storage.storageKeys.has(key)) api.dispatch(storageSynced({ ...initialUiState, ...storage.read() }));
    },
  });
}
