import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAtPath } from '@/testing/renderWithProviders';
import { STALE_LIST_TEXT, TablePage } from './TablePage';

function setOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('TablePage offline', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('should say that the list may be out of date while the browser is offline, and stop saying it back online', async () => {
    renderAtPath(
      <Routes>
        <Route path="/" element={<TablePage />} />
      </Routes>,
      '/',
    );
    expect(await screen.findByText('Exibindo 208 de 208 resultados')).toBeInTheDocument();
    expect(screen.queryByText(STALE_LIST_TEXT)).not.toBeInTheDocument();

    setOnline(false);
    expect(screen.getByText(STALE_LIST_TEXT)).toHaveAttribute('role', 'status');

    setOnline(true);
    expect(screen.queryByText(STALE_LIST_TEXT)).not.toBeInTheDocument();
  });
});
