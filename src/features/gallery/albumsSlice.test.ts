import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import { setupTestStore } from '@/testing/renderWithProviders';
import { addAlbum, deleteAlbum, saveAlbum, toggleMain } from './albumOperations';
import {
  albumsSlice,
  albumsLoaded,
  initialAlbumsState,
  noticesDismissed,
  saveFailedDismissed,
  selectAlbums,
  selectSaveFailed,
  type AlbumsState,
} from './albumsSlice';
import { albumSaved } from './galleryEvents';
import type { Album } from './types';

const album = (id: number, title = `a${id}`, extra: Partial<Album> = {}): Album => ({ id, title, images: [], isMain: false, ...extra });
const withItems = (items: Album[]): AlbumsState => ({ ...initialAlbumsState, items });
const reduce = albumsSlice.reducer;
/** A store whose storage holds `items`, as the gallery shows them once read. */
const storeWith = (items: Album[] = [], memory = new MemoryStorage()) => setupTestStore({ albums: withItems(items) }, memory);
const titles = (store: ReturnType<typeof storeWith>) => store.getState().albums?.items.map((a) => a.title);

describe('albumsSlice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should start with no albums (spec §3 default empty list), not read yet', () => {
    expect(reduce(undefined, { type: 'unknown' })).toMatchObject({ items: [], loaded: false });
  });

  describe('albumsLoaded', () => {
    it('should take what storage holds, once read', () => {
      const state = reduce(undefined, albumsLoaded({ albums: [album(1)], newerFormat: true, unavailable: false }));
      expect(state).toMatchObject({ loaded: true, items: [album(1)], newerFormat: true, storageUnavailable: false });
    });

    it('should say so when storage takes no write', () => {
      const state = reduce(undefined, albumsLoaded({ albums: [], newerFormat: false, unavailable: true }));
      expect(state).toMatchObject({ loaded: true, storageUnavailable: true });
    });
  });

  describe('addAlbum', () => {
    it('should append the album with a Date.now() id made once, in the operation', () => {
      jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
      const store = storeWith([album(1)]);
      store.dispatch(addAlbum({ title: 'Praia', images: ['https://x.test/a.jpg'], isMain: false }));
      const added = { id: 1_700_000_000_123, title: 'Praia', images: ['https://x.test/a.jpg'], isMain: false };
      expect(store.getState().albums?.items).toEqual([album(1), added]);
    });

    it('should keep the stored key order, so identical lists serialise identically in every tab', () => {
      const store = storeWith();
      store.dispatch(addAlbum({ isMain: false, images: [], title: 'x' }));
      expect(Object.keys(store.getState().albums?.items[0] ?? {})).toEqual(['id', 'title', 'images', 'isMain']);
    });

    it('should store the title trimmed', () => {
      const store = storeWith();
      store.dispatch(addAlbum({ title: '  Praia ', images: [], isMain: false }));
      expect(titles(store)).toEqual(['Praia']);
    });

    it('should give a distinct id to an album added within the same millisecond: the next free one', () => {
      jest.spyOn(Date, 'now').mockReturnValue(50);
      const store = storeWith([album(50), album(70)]);
      store.dispatch(addAlbum({ title: 'b', images: [], isMain: false }));
      expect(store.getState().albums?.items.map((a) => a.id)).toEqual([50, 70, 51]);
      store.dispatch(addAlbum({ title: 'c', images: [], isMain: false }));
      expect(new Set(store.getState().albums?.items.map((a) => a.id)).size).toBe(4);
    });

    it('should clear the main flag elsewhere when the new album is main (spec §3: at most one)', () => {
      const store = storeWith([album(1, 'a', { isMain: true }), album(2)]);
      store.dispatch(addAlbum({ title: 'c', images: [], isMain: true }));
      expect(store.getState().albums?.items.map((a) => a.isMain)).toEqual([false, false, true]);
    });
  });

  describe('saveAlbum', () => {
    it('should replace the album with the same id (spec §4 Salve alterações)', () => {
      const store = storeWith([album(1), album(2)]);
      store.dispatch(saveAlbum(album(2, 'novo', { images: ['https://x.test/b.png'] })));
      expect(store.getState().albums?.items).toEqual([album(1), album(2, 'novo', { images: ['https://x.test/b.png'] })]);
    });

    it('should keep only one main album', () => {
      const store = storeWith([album(1, 'a', { isMain: true }), album(2)]);
      store.dispatch(saveAlbum(album(2, 'b', { isMain: true })));
      expect(store.getState().albums?.items.map((a) => a.isMain)).toEqual([false, true]);
    });

    it('should keep the edits of an album deleted meanwhile in another tab', () => {
      const store = storeWith([album(1)]);
      store.dispatch(saveAlbum(album(9, 'editado')));
      expect(store.getState().albums?.items.map((a) => a.id)).toEqual([1, 9]);
    });

    it('should trim the title', () => {
      const store = storeWith([album(1)]);
      store.dispatch(saveAlbum(album(1, ' b ')));
      expect(titles(store)).toEqual(['b']);
    });
  });

  it('should remove a deleted album (spec §4 Deletar Álbum)', () => {
    const store = storeWith([album(1), album(2)]);
    store.dispatch(deleteAlbum(1));
    expect(store.getState().albums?.items).toEqual([album(2)]);
  });

  describe('toggleMain', () => {
    it('should make the album main and clear the flag everywhere else, at once (spec §4)', () => {
      const store = storeWith([album(1, 'a', { isMain: true }), album(2), album(3)]);
      store.dispatch(toggleMain({ albumId: 3, isMain: true }));
      expect(store.getState().albums?.items.map((a) => a.isMain)).toEqual([false, false, true]);
    });

    it('should clear the flag when toggled off', () => {
      const store = storeWith([album(1, 'a', { isMain: true })]);
      store.dispatch(toggleMain({ albumId: 1, isMain: false }));
      expect(store.getState().albums?.items[0]?.isMain).toBe(false);
    });

    it('should leave the list alone for a new album that is not in it yet', () => {
      const store = storeWith([album(1, 'a', { isMain: true })]);
      const before = store.getState().albums;
      store.dispatch(toggleMain({ albumId: null, isMain: true }));
      expect(store.getState().albums).toBe(before);
    });
  });

  it('should flag a failed save until dismissed or until the next change is saved', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    const store = storeWith([], memory);
    memory.failWritesWith = quotaExceededError();
    store.dispatch(addAlbum({ title: 'x', images: [], isMain: false }));
    expect(selectSaveFailed(store.getState())).toBe(true);
    store.dispatch(saveFailedDismissed());
    expect(selectSaveFailed(store.getState())).toBe(false);
    store.dispatch(addAlbum({ title: 'y', images: [], isMain: false }));
    expect(selectSaveFailed(store.getState())).toBe(true);
    memory.failWritesWith = null;
    store.dispatch(addAlbum({ title: 'z', images: [], isMain: false }));
    expect(selectSaveFailed(store.getState())).toBe(false);
  });

  it('should show what the commit left, and keep at most 5 notices', () => {
    let state = withItems([album(1)]);
    for (let n = 0; n < 7; n += 1) {
      state = reduce(state, albumSaved({ outcome: 'saved', albums: [album(2)], conflict: { kind: 'overwrote', title: `t${n}` } }));
    }
    expect(state.items).toEqual([album(2)]);
    expect(state.notices?.map((notice) => notice.title)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    expect(reduce(state, noticesDismissed()).notices).toEqual([]);
  });

  it('should select the albums and the save flag from the root state', () => {
    const store = setupTestStore();
    store.dispatch(addAlbum({ title: 'Praia', images: [], isMain: false }));
    expect(selectAlbums(store.getState()).map((a) => a.title)).toEqual(['Praia']);
    expect(selectSaveFailed(store.getState())).toBe(false);
  });
});

describe('albums in storage, through the store (spec §3, §8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should keep albums under the key albums as a plain JSON array, and load them back', () => {
    const memory = new MemoryStorage();
    const first = setupTestStore(undefined, memory);
    first.dispatch(addAlbum({ title: 'Praia', images: ['data:image/png;base64,iVBORw0KGgo='], isMain: true }));
    const stored: unknown = JSON.parse(memory.getItem('albums') ?? 'null');
    expect(stored).toEqual([{ id: expect.any(Number), title: 'Praia', images: ['data:image/png;base64,iVBORw0KGgo='], isMain: true }]);
    expect(memory.getItem('persist:albums')).toBeNull();

    const second = setupTestStore(undefined, memory);
    expect(second.getState().albums?.items).toEqual(stored);
  });

  it('should report a failed write (full storage) and keep the last stored albums intact', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    const store = setupTestStore(undefined, memory);
    store.dispatch(addAlbum({ title: 'Praia', images: [], isMain: false }));
    const lastGood = memory.getItem('albums');
    memory.failWritesWith = quotaExceededError();
    store.dispatch(addAlbum({ title: 'Serra', images: [], isMain: false }));
    expect(selectSaveFailed(store.getState())).toBe(true);
    expect(store.getState().albums?.storageUnavailable).toBe(false);
    expect(memory.getItem('albums')).toBe(lastGood);
    expect(store.getState().albums?.items.map((a) => a.title)).toEqual(['Praia', 'Serra']);
  });

  it('should write nothing when the app starts, whatever is stored', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    memory.setItem('albums', JSON.stringify([{ id: 1, title: 'Um título comprido', images: [], isMain: false, novo: true }]));
    memory.writes = [];
    const store = setupTestStore(undefined, memory);
    expect(store.getState().albums?.items).toEqual([album(1, 'Um título co')]);
    expect(memory.valueWrites).toEqual([]);
  });
});
