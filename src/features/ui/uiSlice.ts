import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredField } from '@/app/persistence';
import type { ThemeName } from '@/theme/themes';

/** Spec §3: theme ('dark' | 'light', default dark) and menu open state (default open), both persisted. */
export interface UiState {
  theme: ThemeName;
  isMenuOpen: boolean;
}

export const initialUiState: UiState = { theme: 'dark', isMenuOpen: true };

export function parseTheme(stored: unknown): ThemeName | undefined {
  return stored === 'dark' || stored === 'light' ? stored : undefined;
}

function parseBoolean(stored: unknown): boolean | undefined {
  return typeof stored === 'boolean' ? stored : undefined;
}

/** Spec §3 storage keys and value shapes: `theme` = "dark" | "light", `isMenuOpen` = true | false. */
export const uiStorageFields: Record<keyof UiState, StoredField<unknown>> = {
  theme: { storageKey: 'theme', parse: parseTheme, expected: '"dark" or "light"' },
  isMenuOpen: { storageKey: 'isMenuOpen', parse: parseBoolean, expected: 'true or false' },
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    menuToggled(state) {
      state.isMenuOpen = !state.isMenuOpen;
    },
    /** Another tab changed a persisted setting (the `storage` event). */
    storageSynced(state, action: PayloadAction<Partial<UiState>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectIsMenuOpen: (state) => state.isMenuOpen,
  },
});

export const { themeToggled, menuToggled, storageSynced } = uiSlice.actions;
export const { selectTheme, selectIsMenuOpen } = uiSlice.selectors;
