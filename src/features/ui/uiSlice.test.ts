import { setupTestStore } from '@/testing/renderWithProviders';
import {
  initialUiState,
  menuToggled,
  parseTheme,
  selectIsMenuOpen,
  selectTheme,
  storageSynced,
  themeToggled,
  uiSlice,
} from './uiSlice';

describe('uiSlice', () => {
  it('should default to the dark theme and an open menu (spec §3)', () => {
    expect(uiSlice.reducer(undefined, { type: 'unknown' })).toEqual({ theme: 'dark', isMenuOpen: true });
  });

  it('should toggle the theme back and forth', () => {
    const light = uiSlice.reducer(initialUiState, themeToggled());
    expect(light.theme).toBe('light');
    expect(uiSlice.reducer(light, themeToggled()).theme).toBe('dark');
  });

  it('should toggle the menu', () => {
    expect(uiSlice.reducer(initialUiState, menuToggled()).isMenuOpen).toBe(false);
  });

  it('should apply settings synced from another tab', () => {
    expect(uiSlice.reducer(initialUiState, storageSynced({ theme: 'light' }))).toEqual({ theme: 'light', isMenuOpen: true });
  });

  it('should select the theme and menu state from the root state', () => {
    const store = setupTestStore();
    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe('light');
    expect(selectIsMenuOpen(store.getState())).toBe(true);
  });

  it('should accept only the two theme names', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('Dark')).toBeUndefined();
    expect(parseTheme(null)).toBeUndefined();
    expect(parseTheme(1)).toBeUndefined();
  });
});
