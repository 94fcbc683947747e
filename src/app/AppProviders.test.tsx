import { act, render, screen } from '@testing-library/react';
import { persistStore, type Persistor } from 'redux-persist';
import { setupTestStore } from '@/testing/renderWithProviders';
import { AppProviders } from './AppProviders';

describe('AppProviders stored-state gate', () => {
  it('should render nothing until the stored state is in, then the app', async () => {
    const store = setupTestStore();
    // A persistor still reading storage: what redux-persist's persistor shows to the gate (getState, subscribe).
    let bootstrapped = false;
    const listeners = new Set<() => void>();
    const persistor = {
      getState: () => ({ registry: [], bootstrapped }),
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as Persistor;
    render(
      <AppProviders store={store} persistor={persistor}>
        <p>app</p>
      </AppProviders>,
    );
    expect(screen.queryByText('app')).not.toBeInTheDocument();
    await act(async () => {
      bootstrapped = true;
      listeners.forEach((listener) => listener());
      await Promise.resolve();
    });
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('should render the app at once when the stored state is already in', async () => {
    const store = setupTestStore();
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    const renders: string[] = [];
    function App() {
      renders.push('app');
      return <p>app</p>;
    }
    render(
      <AppProviders store={store} persistor={persistor}>
        <App />
      </AppProviders>,
    );
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(renders).toEqual(['app']);
  });
});
