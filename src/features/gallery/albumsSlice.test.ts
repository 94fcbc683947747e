import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import { setupTestStore } from '@/testing/renderWithProviders';
import {
  albumsSlice,
  albumsCommitted,
  albumsLoaded,
  initialAlbumsState,
  noticesDismissed,
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

  it('should start with no albums (spec §3 default empty list), not read yet', () => {
    expect(reduce(undefined, { type: 'unknown' })).toMatchObject({ items: [], loaded: false });
  });

  describe('albumsLoaded', () => {
    it('should take what storage holds, once read', () => {
      const state = reduce(undefined, albumsLoaded({ albums: [album(1)], newerFormat: true, unavailable: false }));
      expect(state).toMatchObject({ loaded: true, items: [album(1)], newerFormat: true, storageUnavailable: false });
    });

    it('should keep what was found before the read: storage that takes no write stays unavailable', () => {
      const before = { ...initialAlbumsState, storageUnavailable: true };
      const state = reduce(before, albumsLoaded({ albums: [], newerFormat: false, unavailable: false }));
      expect(state).toMatchObject({ loaded: true, storageUnavailable: true, newerFormat: false });
    });
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

  it('should flag a failed save until dismissed or until the next change', () => {
    let state = reduce(undefined, albumsCommitted({ outcome: 'full' }));
    expect(state.saveFailed).toBe(true);
    expect(reduce(state, saveFailedDismissed()).saveFailed).toBe(false);
    state = reduce(state, albumAdded({ title: 'x', images: [], isMain: false }));
    expect(state.saveFailed).toBe(false);
  });

  it('should show what storage holds once a change is saved, and keep at most 5 notices', () => {
    let state = withItems([album(1)]);
    for (let n = 0; n < 7; n += 1) {
      state = reduce(state, albumsCommitted({ outcome: 'saved', albums: [album(2)], conflict: { kind: 'overwrote', title: `t${n}` } }));
    }
    expect(state.items).toEqual([album(2)]);
    expect(state.notices?.map((notice) => notice.title)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    expect(reduce(state, noticesDismissed()).notices).toEqual([]);
  });

  it('should select the albums and the save flag from the root state', () => {
    const store = setupTestStore();
    store.dispatch(albumAdded({ title: 'Praia', images: [], isMain: false }));
    expect(selectAlbums(store.getState()).map((a) => a.title)).toEqual(['Praia']);
    expect(selectSaveFailed(store.getState())).toBe(false);
  });
});

describe('albums in storage, through the store (spec §3, §8)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('should keep albums under the key albums as a plain JSON array, and load them back', () => {
    const memory = new MemoryStorage();
    const first = setupTestStore(undefined, memory);
    first.dispatch(albumAdded({ title: 'Praia', images: ['data:image/png;base64,iVBORw0KGgo='], isMain: true }));
    const stored: unknown = JSON.parse(memory.getItem('albums') ?? 'null');
    expect(stored).toEqual([{ id: expect.any(Number), title: 'Praia', images: ['data:image/png;base64,iVBORw0KGgo='], isMain: true }]);
    expect(memory.getItem('persist:albums')).toBeNull();

    const second = setupTestStore(undefined, memory);
    expect(second.getState().albums.items).toEqual(stored);
  });

  it('should report a failed write (full storage) and keep the last stored albums intact', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    const store = setupTestStore(undefined, memory);
    store.dispatch(albumAdded({ title: 'Praia', images: [], isMain: false }));
    const lastGood = memory.getItem('albums');
    memory.failWritesWith = quotaExceededError();
    store.dispatch(albumAdded({ title: 'Serra', images: [], isMain: false }));
    expect(selectSaveFailed(store.getState())).toBe(true);
    expect(store.getState().albums.storageUnavailable).toBe(false);
    expect(memory.getItem('albums')).toBe(lastGood);
    expect(store.getState().albums.items.map((a) => a.title)).toEqual(['Praia', 'Serra']);
  });

  it('should write nothing when the app starts, whatever is stored', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const memory = new MemoryStorage();
    memory.setItem('albums', JSON.stringify([{ id: 1, title: 'Um título comprido', images: [], isMain: false, novo: true }]));
    memory.writes = [];
    const store = setupTestStore(undefined, memory);
    expect(store.getState().albums.items).toEqual([album(1, 'Um título co')]);
    expect(memory.writes).toEqual([]);
  });
});
