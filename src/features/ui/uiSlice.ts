import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredField } from '@/storage/persistence';
import type { ThemeName } from '@/theme/themes';

/**
 * Spec §3: theme ('dark' | 'light', default dark) and menu open state, both persisted.
 * `isMenuOpen` is the visitor's choice, `undefined` until they make one (or one is stored). Nothing is stored for
 * `undefined` (the settings storage skips it, storage/persistence.ts), so a default is never mistaken for a choice on the next visit. The
 * menu shown without a choice is the spec's default (open) on wide screens and collapsed on phones, where an open
 * menu would cover the page: see {@link isMenuShownOpen}.
 */
export interface UiState {
  theme: ThemeName;
  isMenuOpen: boolean | undefined;
}

export const initialUiState: UiState = { theme: 'dark', isMenuOpen: undefined };

/** Below this width the menu is a drawer over the page, and collapsed until the visitor opens it. */
export const NARROW_MENU_MAX_WIDTH = 719;

/** Spec §9 "Menu default: open", on screens of 720 px and more; collapsed below (docs/DECISIONS.md, "Phones"). */
export function isMenuShownOpen(choice: boolean | undefined, isNarrow: boolean): boolean {
  return choice ?? !isNarrow;
}

export function parseTheme(stored: unknown): ThemeName | undefined {
  return stored === 'dark' || stored === 'light' ? stored : undefined;
}

function parseBoolean(stored: unknown): boolean | undefined {
  return typeof stored === 'boolean' ? stored : undefined;
}

/** Spec §3 storage keys and value shapes: `theme` = "dark" | "light", `isMenuOpen` = true | false. */
export const uiStorageFields: { [Field in keyof UiState]: StoredField<UiState[Field]> } = {
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
    /**
     * The toggle, or a press outside the drawer, Escape or a page chosen in it: the visitor's choice, stored. The
     * payload is whether the menu was shown open (it depends on the screen width when no choice was made yet).
     */
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isMenuOpen = !(action.payload ?? state.isMenuOpen ?? true);
    },
    /** Another tab changed a persisted setting (the `storage` event). */
    storageSynced(state, action: PayloadAction<Partial<UiState>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    /** The visitor's choice, or undefined; what is shown also depends on the width (isMenuShownOpen). */
    selectMenuChoice: (state) => state.isMenuOpen,
  },
});

export const { themeToggled, menuToggled, storageSynced } = uiSlice.actions;
export const { selectTheme, selectMenuChoice } = uiSlice.selectors;
