import { render, screen } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { setupTestStore } from '@/testing/renderWithProviders';
import { AppProviders } from './AppProviders';

describe('AppProviders', () => {
  it('should render the app at once without a persistor (tests)', () => {
    render(
      <AppProviders store={setupTestStore()}>
        <p>app</p>
      </AppProviders>,
    );
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('should render the app once redux-persist has put the stored settings in the store', async () => {
    // The DOM tests' setup clears localStorage after each test.
    localStorage.setItem('theme', '"light"');
    const store = setupTestStore();
    render(
      <AppProviders store={store} persistor={persistStore(store)}>
        <p>app</p>
      </AppProviders>,
    );
    expect(await screen.findByText('app')).toBeInTheDocument();
    expect(store.getState().ui.theme).toBe('light');
  });
});
