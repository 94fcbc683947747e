import { act, fireEvent, screen } from '@testing-library/react';
import { installDialogPolyfill } from '@/testing/dialog';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { initialAlbumsState, selectAlbums } from '../albumsSlice';
import { albumOpened, newAlbumStarted } from '../editorSlice';
import { CONFIRM_DELETE_IMAGE, LABELS, TITLE_DUPLICATE, TITLE_REQUIRED, imageAlt } from '../messages';
import type { Album } from '../types';
import { AlbumEditor } from './AlbumEditor';

const img = (n: number) => `https://x.test/${n}.jpg`;
const PRAIA: Album = { id: 1, title: 'Praia', images: [img(1), img(2)], isMain: false };
const SERRA: Album = { id: 2, title: 'Serra', images: [], isMain: false };

beforeAll(installDialogPolyfill);

/** The editor over a store holding Praia and Serra, opened on `album` (or on a new album). */
function openEditor(album?: Album) {
  const fallback = document.createElement('button');
  const view = renderWithProviders(<AlbumEditor fallbackFocus={() => fallback} />, {
    preloadedState: { albums: { ...initialAlbumsState, items: [PRAIA, SERRA] } },
  });
  act(() => {
    view.store.dispatch(album ? albumOpened(album) : newAlbumStarted());
  });
  const albums = () => selectAlbums(view.store.getState());
  const isOpen = () => view.store.getState().editor?.draft !== null;
  const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: LABELS.titleLabel });
  return { ...view, albums, isOpen, title };
}

describe('AlbumEditor', () => {
  let alert: jest.SpyInstance;
  let confirm: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
  });
  afterEach(() => jest.restoreAllMocks());

  it('should open a new album with an empty title, focused, and the add button', () => {
    const { title } = openEditor();
    expect(screen.getByRole('dialog', { name: LABELS.editorNewHeading })).toBeInTheDocument();
    expect(title()).toHaveValue('');
    expect(title()).toHaveFocus();
    expect(screen.getByRole('button', { name: LABELS.addAlbum })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LABELS.deleteAlbum })).not.toBeInTheDocument();
  });

  it('should keep the title to 12 characters and count them (spec §5, §9)', async () => {
    const { user, title } = openEditor();
    await user.type(title(), 'Praia do Norte');
    expect(title()).toHaveValue('Praia do Nor');
    expect(screen.getByText('12/12')).toBeInTheDocument();
  });

  it('should refuse an empty or a taken title with the spec alert and stay open (spec §5)', async () => {
    const { user, title, albums, isOpen } = openEditor();
    await user.click(screen.getByRole('button', { name: LABELS.addAlbum }));
    expect(alert).toHaveBeenLastCalledWith(TITLE_REQUIRED);
    await user.type(title(), ' serra ');
    await user.click(screen.getByRole('button', { name: LABELS.addAlbum }));
    expect(alert).toHaveBeenLastCalledWith(TITLE_DUPLICATE);
    expect(isOpen()).toBe(true);
    expect(albums()).toHaveLength(2);
  });

  it('should add a new album and close', async () => {
    const { user, title, albums, isOpen } = openEditor();
    await user.type(title(), 'Cidade');
    await user.click(screen.getByRole('button', { name: LABELS.addAlbum }));
    expect(albums().map((album) => album.title)).toEqual(['Praia', 'Serra', 'Cidade']);
    expect(isOpen()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should save the changes of an existing album', async () => {
    const { user, title, albums } = openEditor(PRAIA);
    expect(screen.getByRole('dialog', { name: LABELS.editorEditHeading })).toBeInTheDocument();
    await user.clear(title());
    await user.type(title(), 'Praia Sul');
    await user.click(screen.getByRole('button', { name: LABELS.saveChanges }));
    expect(albums()[0]).toEqual({ ...PRAIA, title: 'Praia Sul' });
  });

  it('should discard the changes with the close button', async () => {
    const { user, title, albums, isOpen } = openEditor(PRAIA);
    await user.type(title(), 'X');
    await user.click(screen.getByRole('button', { name: LABELS.closeEditor }));
    expect(isOpen()).toBe(false);
    expect(albums()[0]).toEqual(PRAIA);
  });

  it('should discard the changes with Escape (docs/DECISIONS.md, "Gallery")', async () => {
    const { user, title, albums, isOpen } = openEditor(PRAIA);
    await user.type(title(), 'X');
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(isOpen()).toBe(false);
    expect(albums()[0]).toEqual(PRAIA);
  });

  it('should save on a press outside the panel when something changed (spec §4)', async () => {
    const { user, title, albums, isOpen } = openEditor(PRAIA);
    await user.type(title(), '!');
    fireEvent.mouseDown(screen.getByRole('dialog'), { button: 0 });
    expect(isOpen()).toBe(false);
    expect(albums()[0]?.title).toBe('Praia!');
  });

  it('should just close on a press outside when nothing changed, and ignore a press inside the panel', () => {
    const { albums, isOpen, title } = openEditor(PRAIA);
    fireEvent.mouseDown(title(), { button: 0 });
    expect(isOpen()).toBe(true);
    fireEvent.mouseDown(screen.getByRole('dialog'), { button: 0 });
    expect(isOpen()).toBe(false);
    expect(albums()[0]).toEqual(PRAIA);
  });

  it('should remove an image after the confirmation and show that there are changes (spec §4)', async () => {
    const { user, store } = openEditor(PRAIA);
    await user.click(screen.getByRole('button', { name: imageAlt('Praia', 2, 2) }));
    const viewer = screen.getByRole('dialog', { name: new RegExp(LABELS.expandedImage) });
    expect(viewer).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LABELS.deleteImage }));
    expect(confirm).toHaveBeenCalledWith(CONFIRM_DELETE_IMAGE);
    expect(store.getState().editor?.draft?.images).toEqual([img(1)]);
    expect(screen.getByText(LABELS.unsavedChanges)).toBeInTheDocument();
    // Nothing is saved until the visitor saves.
    expect(store.getState().albums?.items[0]).toEqual(PRAIA);
  });

  it('should keep the image when the confirmation is refused', async () => {
    const { user, store } = openEditor(PRAIA);
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: imageAlt('Praia', 1, 2) }));
    await user.click(screen.getByRole('button', { name: LABELS.deleteImage }));
    expect(store.getState().editor?.draft?.images).toEqual(PRAIA.images);
    expect(screen.queryByText(LABELS.unsavedChanges)).not.toBeInTheDocument();
  });
});
