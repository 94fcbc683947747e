import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GalleryPage } from '../GalleryPage';
import { albumSaved } from '../galleryEvents';
import { SAVE_FAILED, STORAGE_UNAVAILABLE } from '../messages';

describe('StorageNotice', () => {
  it('should tell the visitor, politely and for as long as it lasts, that albums will be lost with the tab', () => {
    const { store } = renderWithProviders(<GalleryPage />);
    expect(screen.queryByText(STORAGE_UNAVAILABLE)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(albumSaved({ outcome: 'unavailable', albums: [] }));
      store.dispatch(albumSaved({ outcome: 'full', albums: [] }));
    });
    // The gallery has other polite regions (the backup's outcome): this one is the notice's.
    expect(screen.getByTestId('storage-notice')).toHaveTextContent(STORAGE_UNAVAILABLE);
    // One message, not two: the failed-save banner stays out of the way meanwhile.
    expect(screen.queryByText(SAVE_FAILED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar aviso' })).not.toBeInTheDocument();
    // Until a save goes through.
    act(() => {
      store.dispatch(albumSaved({ outcome: 'saved', albums: [] }));
    });
    expect(screen.queryByText(STORAGE_UNAVAILABLE)).not.toBeInTheDocument();
  });
});
