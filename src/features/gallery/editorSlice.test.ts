import { setupTestStore } from '@/testing/renderWithProviders';
import {
  albumOpened,
  editorClosed,
  editorSlice,
  imageCollapsed,
  imageExpanded,
  imageRemoved,
  imagesAdded,
  initialEditorState,
  isDraftChanged,
  newAlbumStarted,
  selectDraft,
  selectExpandedImage,
  selectIsDraftChanged,
  titleChanged,
  type EditorState,
} from './editorSlice';
import type { CommitResult } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import type { Album } from './types';

const reduce = editorSlice.reducer;
const PRAIA: Album = { id: 7, title: 'Praia', images: ['https://x.test/a.jpg', 'https://x.test/b.jpg'], isMain: false };
const img = (n: number) => `https://x.test/${n}.jpg`;
const opened = (album: Album = PRAIA): EditorState => reduce(initialEditorState, albumOpened(album));
const SAVED: CommitResult = { outcome: 'saved', albums: [] };

describe('editorSlice', () => {
  it('should start closed', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({ draft: null, original: null, session: 0, expandedImage: null });
  });

  it('should open a copy of an album (spec §4), not the album itself', () => {
    const album = { ...PRAIA, images: [...PRAIA.images] };
    const state = reduce(initialEditorState, albumOpened(album));
    expect(state.draft).toEqual(album);
    const edited = reduce(state, imageRemoved(0));
    expect(album.images).toHaveLength(2);
    expect(edited.draft?.images).toHaveLength(1);
    expect(state.session).toBe(1);
  });

  it('should open an empty, unchanged draft for + (spec §4)', () => {
    const state = reduce(initialEditorState, newAlbumStarted());
    expect(state.draft).toEqual({ id: null, title: '', images: [], isMain: false });
    expect(isDraftChanged(state.draft, state.original)).toBe(false);
  });

  it('should cut the title to 12 characters (spec §5)', () => {
    expect(reduce(opened(), titleChanged('Fotografias de 2024')).draft?.title).toBe('Fotografias ');
    expect(reduce(opened(), titleChanged('😀'.repeat(13))).draft?.title).toBe('😀'.repeat(12));
  });

  it('should mark the draft changed on every kind of edit (spec §4)', () => {
    const start = opened();
    expect(isDraftChanged(start.draft, start.original)).toBe(false);
    const edits = [
      titleChanged('Praia!'),
      imagesAdded({ session: start.session, images: [img(3)] }),
      imageRemoved(1),
      mainToggled({ isMain: true, committed: SAVED }),
    ];
    for (const edit of edits) {
      const state = reduce(start, edit);
      expect(isDraftChanged(state.draft, state.original)).toBe(true);
    }
  });

  it('should not count an edit that was undone', () => {
    let state = reduce(opened(), titleChanged('Outro'));
    state = reduce(state, titleChanged('Praia'));
    expect(isDraftChanged(state.draft, state.original)).toBe(false);
  });

  it('should add images only to the editor session they were read for', () => {
    const state = opened();
    expect(reduce(state, imagesAdded({ session: state.session, images: [img(3)] })).draft?.images).toHaveLength(3);
    expect(reduce(state, imagesAdded({ session: state.session + 1, images: [img(3)] }))).toBe(state);
    expect(reduce(initialEditorState, imagesAdded({ session: 0, images: [img(3)] }))).toBe(initialEditorState);
  });

  it('should never hold more than 7 images: the 7th fits, the 8th does not (spec §5)', () => {
    const six = opened({ ...PRAIA, images: [1, 2, 3, 4, 5, 6].map(img) });
    const state = reduce(six, imagesAdded({ session: six.session, images: [img(7), img(8), img(9)] }));
    expect(state.draft?.images).toEqual([1, 2, 3, 4, 5, 6, 7].map(img));
  });

  it('should expand and collapse an image, and close it when the image is removed', () => {
    let state = reduce(opened(), imageExpanded(1));
    expect(state.expandedImage).toBe(1);
    expect(reduce(state, imageCollapsed()).expandedImage).toBeNull();
    expect(reduce(state, imageExpanded(5)).expandedImage).toBe(1);
    state = reduce(state, imageRemoved(1));
    expect(state.expandedImage).toBeNull();
    expect(state.draft?.images).toEqual(['https://x.test/a.jpg']);
  });

  it('should take the main flag from editor/mainToggled', () => {
    expect(reduce(opened(), mainToggled({ isMain: true, committed: SAVED })).draft?.isMain).toBe(true);
  });

  it.each([
    ['the X button', editorClosed()],
    ['Salve alterações', albumSaved(SAVED)],
    ['Adicionar Novo Álbum', albumAdded(SAVED)],
    ['Deletar Álbum', albumDeleted(SAVED)],
  ])('should close after %s', (_label, action) => {
    const state = reduce(reduce(opened(), imageExpanded(0)), action);
    expect(state).toMatchObject({ draft: null, original: null, expandedImage: null });
  });

  it('should select the draft, the expanded image and the changed flag', () => {
    const store = setupTestStore();
    store.dispatch(albumOpened(PRAIA));
    expect(selectDraft(store.getState())).toEqual(PRAIA);
    expect(selectIsDraftChanged(store.getState())).toBe(false);
    store.dispatch(titleChanged('Mar'));
    store.dispatch(imageExpanded(1));
    expect(selectIsDraftChanged(store.getState())).toBe(true);
    expect(selectExpandedImage(store.getState())).toBe(1);
  });
});
