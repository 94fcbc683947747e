import { createSpecStorage } from '@/app/persistence';
import { STORAGE_LAYOUT, setupStore } from '@/app/store';
import { startStorageSync } from '@/app/storageSync';
import { MemoryStorage } from '@/testing/memoryStorage';
import { albumAdded } from './galleryEvents';
import type { Album } from './types';

const album = (id: number, title = `a${id}`, extra: Partial<Album> = {}): Album => ({ id, title, images: [], isMain: false, ...extra });

/**
 * One tab over `memory`, the localStorage its tabs share: its store, its storage engine, and the `storage` events
 * another tab would send it (the other tab's write is made to `memory` first, as a browser does).
 */
function tab(preloaded: Album[] = [], memory = new MemoryStorage()) {
  if (preloaded.length > 0) memory.setItem('albums', JSON.stringify(preloaded));
  const storage = createSpecStorage({
    layout: STORAGE_LAYOUT,
    getStorage: () => memory,
    onLargeValue: jest.fn(),
    onWriteError: jest.fn(),
  });
  // The engine learns what storage held at start, as when redux-persist rehydrates.
  void storage.getItem('persist:albums');
  const store = setupStore({ albums: { items: preloaded, saveFailed: false, storageUnavailable: false } }, { storage });
  const stop = startStorageSync(storage, store.dispatch);
  const receive = (oldValue: Album[] | null | string, newValue: Album[] | null | string) => {
    const text = (value: Album[] | null | string) => (value === null || typeof value === 'string' ? value : JSON.stringify(value));
    if (newValue === null) memory.removeItem('albums');
    else memory.setItem('albums', text(newValue) as string);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'albums', oldValue: text(oldValue), newValue: text(newValue), storageArea: window.localStorage }),
    );
  };
  const titles = () => store.getState().albums.items.map((a) => a.title);
  return { store, receive, titles, stop };
}

describe('albums across tabs (the storage event)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('should show an album created in another tab', () => {
    const t = tab([album(1, 'Praia')]);
    stop = t.stop;
    t.receive([album(1, 'Praia')], [album(1, 'Praia'), album(2, 'Serra')]);
    expect(t.titles()).toEqual(['Praia', 'Serra']);
  });

  it('should keep an album created here that the other tab had not heard of', () => {
    const t = tab([album(1, 'Praia')]);
    stop = t.stop;
    t.store.dispatch(albumAdded({ title: 'Aqui', images: [], isMain: false }));
    t.receive([album(1, 'Praia')], [album(1, 'Praia nova')]);
    expect(t.titles()).toEqual(['Praia nova', 'Aqui']);
  });

  it('should apply a deletion made in the other tab', () => {
    const t = tab([album(1), album(2)]);
    stop = t.stop;
    t.receive([album(1), album(2)], [album(2)]);
    expect(t.titles()).toEqual(['a2']);
  });

  it('should move the main flag as the other tab did', () => {
    const t = tab([album(1, 'a', { isMain: true }), album(2)]);
    stop = t.stop;
    t.receive([album(1, 'a', { isMain: true }), album(2)], [album(1), album(2, 'a2', { isMain: true })]);
    expect(t.store.getState().albums.items.map((a) => a.isMain)).toEqual([false, true]);
  });

  it('should ignore an unusable value and treat a removed key as an empty list', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = tab([album(1)]);
    stop = t.stop;
    t.store.dispatch(albumAdded({ title: 'Aqui', images: [], isMain: false }));
    t.receive([album(1)], '{broken');
    expect(t.titles()).toEqual(['a1', 'Aqui']);
    // The other tab removed the key: album 1, which storage held, is gone; the one not yet written here stays.
    t.receive([album(1)], null);
    expect(t.titles()).toEqual(['Aqui']);
    warn.mockRestore();
  });

  it('should check incoming albums like stored ones', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = tab();
    stop = t.stop;
    t.receive(null, JSON.stringify([{ id: 3, title: 'x', images: ['javascript:alert(1)', 'https://x.test/a.png'], isMain: true }]));
    expect(t.store.getState().albums.items).toEqual([album(3, 'x', { images: ['https://x.test/a.png'], isMain: true })]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
