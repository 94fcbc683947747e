import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GalleryPage } from '../GalleryPage';
import { exportText } from '../albumBackup';
import { initialAlbumsState } from '../albumsSlice';
import { IMPORT_NOT_JSON, IMPORT_WRONG_SHAPE, exportDone } from '../messages';
import type { Album } from '../types';

const PRAIA: Album = { id: 1, title: 'Praia', images: ['https://x.test/1.jpg'], isMain: true };
const SERRA: Album = { id: 2, title: 'Serra', images: [], isMain: false };
const withAlbums = (items: Album[]) => ({ preloadedState: { albums: { ...initialAlbumsState, items } } });
const jsonFile = (text: string, name = 'projetos-albuns.json') => new File([text], name, { type: 'application/json' });
const status = () => screen.getByTestId('backup-status');

describe('BackupControls', () => {
  it('should explain, rather than offer, an export when there are no albums', () => {
    renderWithProviders(<GalleryPage />);
    expect(screen.getByRole('heading', { name: 'Cópia de segurança' })).toBeInTheDocument();
    const exportButton = screen.getByRole('button', { name: 'Exportar álbuns' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription('Ainda não há álbuns para exportar.');
    expect(screen.getByLabelText('Importar álbuns')).toHaveAttribute('type', 'file');
  });

  it('should download every album as one JSON file and say so', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/backup';
    };
    URL.revokeObjectURL = () => undefined;
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA, SERRA]));
    await user.click(screen.getByRole('button', { name: 'Exportar álbuns' }));
    expect(names).toEqual([expect.stringMatching(/^projetos-albuns-\d{4}-\d{2}-\d{2}\.json$/)]);
    const fileName = names[0] as string;
    expect(JSON.parse(await blobs[0]!.text())).toMatchObject({ app: 'projetos', kind: 'albums', albums: [PRAIA, SERRA] });
    expect(status()).toHaveTextContent(exportDone(2, fileName));
    click.mockRestore();
  });

  it('should import new albums from a file, skip those already there, and say which and why', async () => {
    const { store, user } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA]));
    const backup = exportText([PRAIA, { ...SERRA, id: 5 }, { id: 6, title: 'Rio', images: ['javascript:alert(1)'], isMain: false }], new Date());
    await user.upload(screen.getByLabelText('Importar álbuns'), jsonFile(backup));
    await waitFor(() => {
      expect(status()).toHaveTextContent(
        '1 álbum importado; 2 ignorados: “Praia” já existe e “Rio” tem uma imagem que não é aceita (a 1ª).',
      );
    });
    expect(store.getState().albums?.items).toEqual([PRAIA, { ...SERRA, id: 5 }]);
    expect(screen.getByRole('button', { name: 'Serra' })).toBeInTheDocument();
    // Exporting is possible as soon as there are albums.
    expect(screen.getByRole('button', { name: 'Exportar álbuns' })).toBeEnabled();
  });

  it('should refuse a file over the cap without reading it', async () => {
    const { store, user } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA]));
    const huge = jsonFile('[]');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    const read = jest.spyOn(FileReader.prototype, 'readAsText');
    await user.upload(screen.getByLabelText('Importar álbuns'), huge);
    expect(status()).toHaveTextContent('O arquivo tem mais de 10 MB e não foi aberto. Nada foi alterado.');
    expect(read).not.toHaveBeenCalled();
    expect(store.getState().albums?.items).toEqual([PRAIA]);
    read.mockRestore();
  });

  it.each([
    ['not JSON', 'isto não é JSON', IMPORT_NOT_JSON],
    ['the wrong shape', '{"fotos": []}', IMPORT_WRONG_SHAPE],
  ])('should refuse a file that is %s and change nothing', async (_, text, message) => {
    const { store, user } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA]));
    await user.upload(screen.getByLabelText('Importar álbuns'), jsonFile(text));
    await waitFor(() => {
      expect(status()).toHaveTextContent(message);
    });
    expect(store.getState().albums?.items).toEqual([PRAIA]);
  });

  it('should announce the same outcome again when the same file is picked twice', async () => {
    const { user } = renderWithProviders(<GalleryPage />, withAlbums([PRAIA]));
    const input = screen.getByLabelText('Importar álbuns');
    await user.upload(input, jsonFile('nada'));
    await waitFor(() => {
      expect(status()).toHaveTextContent(IMPORT_NOT_JSON);
    });
    const first = screen.getByText(IMPORT_NOT_JSON);
    await user.upload(input, jsonFile('nada'));
    // A new node in the live region, which screen readers announce even though the text is the same.
    await waitFor(() => {
      expect(screen.getByText(IMPORT_NOT_JSON)).not.toBe(first);
    });
  });
});
