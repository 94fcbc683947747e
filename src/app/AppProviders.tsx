import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { selectTheme } from '@/features/ui/uiSlice';
import { GlobalStyles } from '@/theme/GlobalStyles';
import { APP_THEME } from '@/theme/themes';
import { useAppSelector } from './hooks';
import type { AppStore } from './store';

/**
 * Emotion's theme is one object whatever the theme shown (its colours are custom properties, theme/themes.ts); the
 * theme name from the store goes to GlobalStyles, which shows it. A switch re-renders the global styles alone.
 */
function StoreThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={APP_THEME}>
      <StoreGlobalStyles />
      {children}
    </ThemeProvider>
  );
}

function StoreGlobalStyles() {
  return <GlobalStyles theme={useAppSelector(selectTheme)} />;
}

interface AppProvidersProps {
  store: AppStore;
  /** redux-persist's, in the app: nothing renders until the stored settings are in. Tests without one render at once. */
  persistor?: Persistor;
  children: ReactNode;
}

/**
 * Provider → redux-persist's PersistGate → theme: shared by the app root and the tests. The gate renders the app once
 * the stored settings are in the store (a few microtasks on localStorage, done before React's first render task), so
 * the first frame is in the stored theme and menu state.
 */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const themed = <StoreThemeProvider>{children}</StoreThemeProvider>;
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate persistor={persistor} loading={null}>
          {themed}
        </PersistGate>
      ) : (
        themed
      )}
    </Provider>
  );
}
