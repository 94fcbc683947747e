import { setupTestStore } from '@/testing/renderWithProviders';
import {
  initialUiState,
  isMenuShownOpen,
  menuToggled,
  uiStorageFields,
  selectMenuChoice,
  selectTheme,
  storageSynced,
  themeToggled,
  uiSlice,
} from './uiSlice';

describe('uiSlice', () => {
  it('should default to the dark theme and no menu choice, which shows the menu open on wide screens (spec §3)', () => {
    expect(uiSlice.reducer(undefined, { type: 'unknown' })).toEqual({ theme: 'dark', isMenuOpen: undefined });
    expect(isMenuShownOpen(undefined, false)).toBe(true);
  });

  it('should show the menu collapsed on narrow screens until the visitor chooses, then as chosen everywhere', () => {
    expect(isMenuShownOpen(undefined, true)).toBe(false);
    expect(isMenuShownOpen(true, true)).toBe(true);
    expect(isMenuShownOpen(false, false)).toBe(false);
  });

  it('should toggle the theme back and forth', () => {
    const light = uiSlice.reducer(initialUiState, themeToggled());
    expect(light.theme).toBe('light');
    expect(uiSlice.reducer(light, themeToggled()).theme).toBe('dark');
  });

  it("should toggle the menu from what is shown, making it the visitor's choice", () => {
    expect(uiSlice.reducer(initialUiState, menuToggled()).isMenuOpen).toBe(false);
    // Collapsed by default on a phone: the toggle opens it.
    expect(uiSlice.reducer(initialUiState, menuToggled(false)).isMenuOpen).toBe(true);
    expect(uiSlice.reducer(initialUiState, menuToggled(true)).isMenuOpen).toBe(false);
    const chosen = { ...initialUiState, isMenuOpen: false };
    expect(uiSlice.reducer(chosen, menuToggled(false)).isMenuOpen).toBe(true);
  });

  it('should apply settings synced from another tab', () => {
    expect(uiSlice.reducer(initialUiState, storageSynced({ theme: 'light' }))).toEqual({ theme: 'light', isMenuOpen: undefined });
    expect(uiSlice.reducer(initialUiState, storageSynced({ isMenuOpen: false })).isMenuOpen).toBe(false);
  });

  it('should select the theme and menu state from the root state', () => {
    const store = setupTestStore();
    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe('light');
    expect(selectMenuChoice(store.getState())).toBeUndefined();
  });

  it('should accept only the two theme names', () => {
    const parseTheme = uiStorageFields.theme.parse;
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('Dark')).toBeUndefined();
    expect(parseTheme(null)).toBeUndefined();
    expect(parseTheme(1)).toBeUndefined();
    expect(uiStorageFields.isMenuOpen.parse(false)).toBe(false);
    expect(uiStorageFields.isMenuOpen.parse('false')).toBeUndefined();
  });
});
