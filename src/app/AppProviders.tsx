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

/** One Emotion theme object (custom properties); the name goes to GlobalStyles, so a switch re-renders nothing else. */
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
  /** Absent in tests, which render at once. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Shared by the app root and the tests. PersistGate waits for the stored settings, so the first frame shows them. */
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
