import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredField } from '@/storage/persistence';
import type { ThemeName } from '@/theme/themes';

/** Spec §3: theme and menu, persisted. `isMenuOpen` is the visitor's choice, undefined (never stored) until one is
 * made, so a default is never taken for a choice (DECISIONS "Phones: the menu's default depends on the width"). */
export interface UiState {
  theme: ThemeName;
  isMenuOpen: boolean | undefined;
}

export const initialUiState: UiState = { theme: 'dark', isMenuOpen: undefined };

/** Below this width the menu is a drawer over the page, and collapsed until the visitor opens it. */
export const NARROW_MENU_MAX_WIDTH = 719;

/** Spec §9 "Menu default: open" on wide screens; collapsed on narrow ones. */
export function isMenuShownOpen(choice: boolean | undefined, isNarrow: boolean): boolean {
  return choice ?? !isNarrow;
}

/** Spec §3: each setting's key and allowed JSON values; index.html's theme script reads this same table. */
export const STORED_SETTINGS = {
  theme: { storageKey: 'theme', values: ['dark', 'light'] },
  isMenuOpen: { storageKey: 'isMenuOpen', values: [true, false] },
} as const satisfies { [Field in keyof UiState]: { storageKey: string; values: readonly UiState[Field][] } };

/** Spec §8: a stored value outside the allowed ones is ignored (the default is used). */
function storedField<T>({ storageKey, values }: { storageKey: string; values: readonly T[] }): StoredField<T> {
  return {
    storageKey,
    parse: (stored) => values.find((value) => value === stored),
    expected: values.map((value) => JSON.stringify(value)).join(' or '),
  };
}

export const uiStorageFields: { [Field in keyof UiState]: StoredField<UiState[Field]> } = {
  theme: storedField<ThemeName>(STORED_SETTINGS.theme),
  isMenuOpen: storedField<boolean>(STORED_SETTINGS.isMenuOpen),
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeToggled(state) {
      state.theme = state.theme === 'dark' ? 'light' : 'dark';
    },
    /** A choice, stored. Payload: whether the menu was shown open (width-dependent until a choice is made). */
    menuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.isMenuOpen = !(action.payload ?? state.isMenuOpen ?? true);
    },
    /** Another tab changed a persisted setting. */
    storageSynced(state, action: PayloadAction<Partial<UiState>>) {
      Object.assign(state, action.payload);
    },
  },
  selectors: {
    selectTheme: (state) => state.theme,
    selectMenuChoice: (state) => state.isMenuOpen,
  },
});

export const { themeToggled, menuToggled, storageSynced } = uiSlice.actions;
export const { selectTheme, selectMenuChoice } = uiSlice.selectors;
