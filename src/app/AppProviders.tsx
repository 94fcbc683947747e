import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { selectTheme } from '@/features/ui/uiSlice';
import { GlobalStyles } from '@/theme/GlobalStyles';
import { THEMES } from '@/theme/themes';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/** Feeds the theme *name* from the store to Emotion's typed theme (the store never holds tokens). */
function StoreThemeProvider({ children }: { children: ReactNode }) {
  const theme = THEMES[useAppSelector(selectTheme)];
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      {children}
    </ThemeProvider>
  );
}

/** Provider → theme: shared by the app root and the tests' renderWithProviders. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <StoreThemeProvider>{children}</StoreThemeProvider>
    </Provider>
  );
}
