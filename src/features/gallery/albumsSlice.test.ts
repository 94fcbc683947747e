import { persistStore } from 'redux-persist';
import { createSpecStorage } from '@/app/persistence';
import { STORAGE_LAYOUT, setupStore } from '@/app/store';
import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import { setupTestStore } from '@/testing/renderWithProviders';
import {
  albumsSlice,
  albumsSynced,
  initialAlbumsState,
  parseStoredAlbums,
  saveFailed,
  saveFailedDismissed,
  selectAlbums,
  selectSaveFailed,
  type AlbumsState,
} from './albumsSlice';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import type { Album } from './types';

const album = (id: number, title = `a${id}`, extra: Partial<Album> = {}): Album => ({ id, title, images: [], isMain: false, ...extra });
const withItems = (items: Album[]): AlbumsState => ({ ...initialAlbumsState, items });
const reduce = albumsSlice.reducer;

describe('albumsSlice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should start with no albums (spec §3 default empty list)', () => {
    expect(reduce(undefined, { type: 'unknown' })).toEqual({ items: [], saveFailed: false, storageUnavailable: false });
  });

  describe('albumAdded', () => {
    it('should append the album with a Date.now() id made in prepare', () => {
      jest.spyOn(Date, 'now').mockReturnValue(1_700_000_000_123);
      const action = albumAdded({ title: 'Praia', images: ['https://x.test/a.jpg'], isMain: false });
      expect(action.payload).toEqual({ id: 1_700_000_000_123, title: 'Praia', images: ['https://x.test/a.jpg'], isMain: false });
      const state = reduce(withItems([album(1)]), action);
      expect(state.items).toEqual([album(1), action.payload]);
    });

    it('should find a free id next to 200 000 albums without overflowing the call stack', () => {
      const many = Array.from({ length: 200_000 }, (_, i) => album(i + 1));
      const state = reduce(withItems(many), { type: albumAdded.type, payload: { id: 5, title: 'Nova', images: [], isMain: false } });
      expect(state.items.at(-1)?.id).toBe(200_001);
    });

    it('should keep the stored key order, so identical lists serialise identically in every tab', () => {
      const state = reduce(undefined, albumAdded({ isMain: false, images: [], title: 'x' }));
      expect(Object.keys(state.items[0] ?? {})).toEqual(['id', 'title', 'images', 'isMain']);
    });

    it('should store the title trimmed', () => {
      const state = reduce(undefined, albumAdded({ title: '  Praia ', images: [], isMain: false }));
      expect(state.items[0]?.title).toBe('Praia');
    });

    it('should give a distinct id to an album added within the same millisecond', () => {
      jest.spyOn(Date, 'now').mockReturnValue(50);
      let state = reduce(withItems([album(50), album(70)]), albumAdded({ title: 'b', images: [], isMain: false }));
      expect(state.items.map((a) => a.id)).toEqual([50, 70, 71]);
      state = reduce(state, albumAdded({ title: 'c', images: [], isMain: false }));
      expect(new Set(state.items.map((a) => a.id)).size).toBe(4);
    });

    it('should clear the main flag elsewhere when the new album is main (spec §3: at most one)', () => {
      const state = reduce(withItems([album(1, 'a', { isMain: true }), album(2)]), albumAdded({ title: 'c', images: [], isMain: true }));
      expect(state.items.map((a) => a.isMain)).toEqual([false, false, true]);
    });
  });

  describe('albumSaved', () => {
    it('should replace the album with the same id (spec §4 Salve alterações)', () => {
      const state = reduce(withItems([album(1), album(2)]), albumSaved(album(2, 'novo', { images: ['https://x.test/b.png'] })));
      expect(state.items).toEqual([album(1), album(2, 'novo', { images: ['https://x.test/b.png'] })]);
    });

    it('should keep only one main album', () => {
      const state = reduce(withItems([album(1, 'a', { isMain: true }), album(2)]), albumSaved(album(2, 'b', { isMain: true })));
      expect(state.items.map((a) => a.isMain)).toEqual([false, true]);
    });

    it('should keep the edits of an album deleted meanwhile in another tab', () => {
      const state = reduce(withItems([album(1)]), albumSaved(album(9, 'editado')));
      expect(state.items.map((a) => a.id)).toEqual([1, 9]);
    });

    it('should trim the title', () => {
      expect(reduce(withItems([album(1)]), albumSaved(album(1, ' b '))).items[0]?.title).toBe('b');
    });
  });

  it('should remove a deleted album (spec §4 Deletar Álbum)', () => {
    expect(reduce(withItems([album(1), album(2)]), albumDeleted(1)).items).toEqual([album(2)]);
  });

  describe('editor/mainToggled', () => {
    it('should make the album main and clear the flag everywhere else, at once (spec §4)', () => {
      const state = reduce(withItems([album(1, 'a', { isMain: true }), album(2), album(3)]), mainToggled({ albumId: 3, isMain: true }));
      expect(state.items.map((a) => a.isMain)).toEqual([false, false, true]);
    });

    it('should clear the flag when toggled off', () => {
      const state = reduce(withItems([album(1, 'a', { isMain: true })]), mainToggled({ albumId: 1, isMain: false }));
      expect(state.items[0]?.isMain).toBe(false);
    });

    it('should leave the list alone for a new album that is not in it yet', () => {
      const before = withItems([album(1, 'a', { isMain: true })]);
      expect(reduce(before, mainToggled({ albumId: null, isMain: true }))).toBe(before);
    });
  });

  it('should merge albums written by another tab with the three-way merge', () => {
    const local = [album(1), album(5, 'só aqui')];
    const state = reduce(withItems(local), albumsSynced({ theirs: [album(1, 'editado'), album(3)], base: [album(1)] }));
    expect(state.items.map((a) => [a.id, a.title])).toEqual([
      [1, 'editado'],
      [3, 'a3'],
      [5, 'só aqui'],
    ]);
  });

  it('should flag a failed save until dismissed or until the next change', () => {
    let state = reduce(undefined, saveFailed());
    expect(state.saveFailed).toBe(true);
    expect(reduce(state, saveFailedDismissed()).saveFailed).toBe(false);
    state = reduce(state, albumAdded({ title: 'x', images: [], isMain: false }));
    expect(state.saveFailed).toBe(false);
  });

  it('should select the albums and the save flag from the root state', () => {
    const store = setupTestStore();
    store.dispatch(albumAdded({ title: 'Praia', images: [], isMain: false }));
    store.dispatch(saveFailed());
    expect(selectAlbums(store.getState()).map((a) => a.title)).toEqual(['Praia']);
    expect(selectSaveFailed(store.getState())).toBe(true);
  });
});

describe('stored albums (spec §3, §8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should accept valid stored albums silently', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredAlbums([album(1, 'Praia', { isMain: true })])).toEqual([album(1, 'Praia', { isMain: true })]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('should repair what can be repaired and say so in one warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parsed = parseStoredAlbums([
      album(1, 'Um título comprido', { isMain: true, images: ['javascript:alert(1)', 'https://x.test/a.jpg'] }),
      album(2, 'b', { isMain: true }),
      'lixo',
    ]);
    expect(parsed).toEqual([album(1, 'Um título co', { isMain: true, images: ['https://x.test/a.jpg'] }), album(2, 'b')]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Stored "albums" repaired: /);
  });

  it('should refuse anything but a list, so the engine keeps the default', () => {
    expect(parseStoredAlbums({ albums: [] })).toBeUndefined();
    expect(parseStoredAlbums(null)).toBeUndefined();
  });

  async function startApp(memory: MemoryStorage) {
    const onWriteError = jest.fn();
    const logger = { warn: jest.fn(), error: jest.fn() };
    const storage = createSpecStorage({ layout: STORAGE_LAYOUT, getStorage: () => memory, onLargeValue: jest.fn(), onWriteError, logger });
    const store = setupStore(undefined, { storage });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    return { store, persistor, onWriteError, logger };
  }

  it('should keep albums under the key albums as a plain JSON array, and load them back', async () => {
    const memory = new MemoryStorage();
    const first = await startApp(memory);
    first.store.dispatch(albumAdded({ title: 'Praia', images: ['data:image/png;base64,iVBORw0KGgo='], isMain: true }));
    await first.persistor.flush();
    const stored: unknown = JSON.parse(memory.getItem('albums') ?? 'null');
    expect(stored).toEqual([{ id: expect.any(Number), title: 'Praia', images: ['data:image/png;base64,iVBORw0KGgo='], isMain: true }]);
    expect(memory.getItem('persist:albums')).toBeNull();

    const second = await startApp(memory);
    expect(second.store.getState().albums.items).toEqual(stored);
  });

  it('should report a failed write and keep the last stored albums intact', async () => {
    const memory = new MemoryStorage();
    const app = await startApp(memory);
    app.store.dispatch(albumAdded({ title: 'Praia', images: [], isMain: false }));
    await app.persistor.flush();
    const lastGood = memory.getItem('albums');
    memory.failWritesWith = quotaExceededError();
    app.store.dispatch(albumAdded({ title: 'Serra', images: [], isMain: false }));
    await app.persistor.flush();
    expect(app.onWriteError).toHaveBeenCalledWith('albums', expect.any(DOMException));
    expect(memory.getItem('albums')).toBe(lastGood);
    expect(app.store.getState().albums.items.map((a) => a.title)).toEqual(['Praia', 'Serra']);
  });
});
