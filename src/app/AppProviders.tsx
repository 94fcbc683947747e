import { ThemeProvider } from '@emotion/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
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

interface AppProvidersProps {
  store: AppStore;
  persistor?: Persistor;
  children: ReactNode;
}

/**
 * Renders its children once redux-persist has put the stored state in the store, nothing before. Unlike
 * redux-persist's PersistGate, which always renders nothing first and then, from a mount effect, everything again
 * (one long synchronous render), it renders the children at once when the state is already in: the app's start
 * waits for that before its first render (index.tsx), so that is the usual case.
 */
function StoredStateGate({ persistor, children }: { persistor: Persistor; children: ReactNode }) {
  const bootstrapped = useSyncExternalStore(
    (onChange) => persistor.subscribe(onChange),
    () => persistor.getState().bootstrapped,
  );
  return bootstrapped ? children : null;
}

/** Provider → stored-state gate → theme: shared by the app root and the tests' renderWithProviders. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const themed = <StoreThemeProvider>{children}</StoreThemeProvider>;
  return (
    <Provider store={store}>{persistor ? <StoredStateGate persistor={persistor}>{themed}</StoredStateGate> : themed}</Provider>
  );
}
