/** The stored settings (storage/persistence.ts createSettingsStorage) and stored data under the app's own store. */
import fc from 'fast-check';
import { persistStore } from 'redux-persist';
import { isStorableImageSrc } from '@/features/gallery/albumRules';
import { connectAlbums } from '@/features/gallery/albumsListeners';
import { addAlbum } from '@/features/gallery/albumOperations';
import { createAlbumsStorage } from '@/features/gallery/albumsStorage';
import type { Album } from '@/features/gallery/types';
import { menuToggled, themeToggled, uiStorageFields, type UiState } from '@/features/ui/uiSlice';
import { injectGallerySlices } from '@/testing/gallerySlices';
import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import {
  PROBE_KEY,
  createSettingsStorage,
  isLargeValue,
  storageChangedElsewhere,
  utf8Bytes,
  type SettingsStorageOptions,
} from '@/storage/persistence';
import { setupStore } from './store';

const FIVE_MB = 5 * 1024 * 1024;

function engine(memory: Storage | (() => Storage | null), fields: SettingsStorageOptions<UiState>['fields'] = uiStorageFields) {
  const logger = { warn: jest.fn(), error: jest.fn() };
  const storage = createSettingsStorage({ fields, getStorage: typeof memory === 'function' ? memory : () => memory, logger });
  return { storage, logger };
}

/**
 * A store over `memory`, rehydrated, as the app starts (index.tsx waits for redux-persist before the first render),
 * with the gallery opened (its first mount connects the albums' storage). The app's settings storage reads
 * window.localStorage at each use, so pointing that at `memory` is enough; `logger` records the app's logs.
 */
async function startApp(memory: Storage) {
  jest.spyOn(window, 'localStorage', 'get').mockReturnValue(memory);
  const logger = { warn: jest.fn(), error: jest.spyOn(console, 'error').mockImplementation(() => undefined) };
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    // RTK's development checks warn when they run slowly, as on a loaded machine: not the app's.
    if (!/took \d+ms, which is more than the warning threshold/.test(String(args[0]))) logger.warn(...args);
  });
  injectGallerySlices();
  const store = setupStore();
  store.dispatch(connectAlbums(createAlbumsStorage({ getStorage: () => memory, onLargeValue: () => undefined })));
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  // redux-persist writes on a timer: flush() writes what is pending now.
  await persistor.flush();
  return { store, persistor, logger };
}

afterEach(() => jest.restoreAllMocks());

describe('persistence (spec §3, §8)', () => {
  describe('stored shapes', () => {
    it('should write each setting as plain JSON under the spec keys', async () => {
      const memory = new MemoryStorage();
      const { store, persistor } = await startApp(memory);
      store.dispatch(themeToggled());
      store.dispatch(menuToggled());
      await persistor.flush();
      expect(memory.getItem('theme')).toBe('"light"');
      expect(memory.getItem('isMenuOpen')).toBe('false');
      // Only the spec's keys: no `persist:*` blob.
      const keys = Array.from({ length: memory.length }, (_, i) => memory.key(i));
      expect(keys.sort()).toEqual(['isMenuOpen', 'theme']);
      // The albums are written only when the visitor changes them (features/gallery/albumsStorage.ts).
      expect(memory.getItem('albums')).toBeNull();
    });

    it('should store no menu state until the visitor chooses one, so a default is never taken for a choice', async () => {
      const memory = new MemoryStorage();
      const { store, persistor } = await startApp(memory);
      store.dispatch(themeToggled());
      await persistor.flush();
      expect(memory.getItem('theme')).toBe('"light"');
      expect(memory.getItem('isMenuOpen')).toBeNull();
      // Closed from the collapsed phone default's opposite, say: the choice is stored.
      store.dispatch(menuToggled(false));
      await persistor.flush();
      expect(memory.getItem('isMenuOpen')).toBe('true');
    });

    it('should load values written by the previous version of the site as they are', async () => {
      const memory = new MemoryStorage();
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', 'false');
      const { store, logger } = await startApp(memory);
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: false });
      expect(logger.warn).not.toHaveBeenCalled();
    });

    it('should use the defaults (dark, no menu choice: open on wide screens) when nothing is stored', async () => {
      const { store, logger } = await startApp(new MemoryStorage());
      expect(store.getState().ui).toMatchObject({ theme: 'dark', isMenuOpen: undefined });
      expect(logger.warn).not.toHaveBeenCalled();
    });

    it('should rewrite nothing usable when the app starts; redux-persist stores the theme shown in place of a bad one', async () => {
      const memory = new MemoryStorage();
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', 'false');
      memory.writes = [];
      await startApp(memory);
      expect(memory.valueWrites).toEqual([]);
      // redux-persist writes the rehydrated settings back: what was unusable becomes the default shown.
      memory.setItem('theme', '"blue"');
      memory.writes = [];
      await startApp(memory);
      expect(memory.valueWrites).toEqual([['theme', '"dark"']]);
      expect(memory.getItem(PROBE_KEY)).toBeNull();
    });
  });

  describe('bad stored data', () => {
    it.each([
      ['unparsable JSON', 'dark'],
      ['an unknown theme', '"blue"'],
      ['a wrong type', '42'],
      ['null', 'null'],
    ])('should use the default theme for %s and log once', (_label, raw) => {
      const memory = new MemoryStorage();
      memory.setItem('theme', raw);
      const { storage, logger } = engine(memory);
      expect(storage.read()).toEqual({});
      storage.read();
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.warn.mock.calls[0]?.[0]).toContain('"theme"');
    });

    it('should keep a good value when its neighbour is bad', async () => {
      const memory = new MemoryStorage();
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', '"yes"');
      const { store } = await startApp(memory);
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: undefined });
    });

    it('should start with defaults when storage is disabled', () => {
      const { storage, logger } = engine(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      expect(storage.read()).toEqual({});
      expect(() => storage.write({ theme: 'light' })).not.toThrow();
      expect(logger.error).toHaveBeenCalledTimes(1);
    });
  });

  describe('writes', () => {
    it('should not rewrite a value that did not change', () => {
      const memory = new MemoryStorage();
      const { storage } = engine(memory);
      storage.write({ theme: 'light', isMenuOpen: true });
      storage.write({ theme: 'light', isMenuOpen: false });
      expect(memory.writes).toEqual([
        ['theme', '"light"'],
        ['isMenuOpen', 'true'],
        ['isMenuOpen', 'false'],
      ]);
    });

    it('should keep the last good value and log when a write fails', () => {
      const memory = new MemoryStorage();
      const { storage, logger } = engine(memory);
      storage.write({ theme: 'light' });
      memory.failWritesWith = quotaExceededError();
      expect(() => storage.write({ theme: 'dark' })).not.toThrow();
      expect(memory.getItem('theme')).toBe('"light"');
      expect(logger.error).toHaveBeenCalledTimes(1);
      // Once storage works again, the value in memory is written.
      memory.failWritesWith = null;
      storage.write({ theme: 'dark' });
      expect(memory.getItem('theme')).toBe('"dark"');
    });

    it('should keep the app working in memory when writes fail', async () => {
      const memory = new MemoryStorage();
      memory.failWritesWith = quotaExceededError();
      const { store, persistor } = await startApp(memory);
      store.dispatch(themeToggled());
      await persistor.flush();
      expect(store.getState().ui.theme).toBe('light');
      expect(memory.getItem('theme')).toBeNull();
    });
  });

  describe('5 MB warning (spec §8; the albums\' alert: features/gallery/albumsStorage.ts)', () => {
    it('should count exactly 5 × 1024 × 1024 bytes as large, and one byte less as not', () => {
      expect(isLargeValue('x'.repeat(FIVE_MB))).toBe(true);
      expect(isLargeValue('x'.repeat(FIVE_MB - 1))).toBe(false);
    });

    it('should count UTF-8 bytes, not characters', () => {
      // 'é' is 2 bytes in UTF-8: half as many characters reach the threshold.
      expect(utf8Bytes('é'.repeat(FIVE_MB / 2))).toBe(FIVE_MB);
      expect(isLargeValue('é'.repeat(FIVE_MB / 2))).toBe(true);
      expect(isLargeValue('é'.repeat(FIVE_MB / 2 - 1))).toBe(false);
    });
  });

  describe('other tabs', () => {
    it('should read every setting as storage holds it now, leaving out what cannot be used', () => {
      const memory = new MemoryStorage();
      const { storage } = engine(memory);
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', '"sim"');
      expect(storage.read()).toEqual({ theme: 'light' });
    });

    it('should show a setting another tab changed, and write back nothing it read', async () => {
      const memory = new MemoryStorage();
      const { store, persistor } = await startApp(memory);
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', 'false');
      memory.writes = [];
      store.dispatch(storageChangedElsewhere({ key: 'theme' }));
      await persistor.flush();
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: false });
      expect(memory.writes).toEqual([]);
      // Another tab cleared the storage: the defaults, and redux-persist stores the theme shown (as at start-up).
      memory.clear();
      store.dispatch(storageChangedElsewhere({ key: null }));
      await persistor.flush();
      expect(store.getState().ui).toMatchObject({ theme: 'dark', isMenuOpen: undefined });
      expect(memory.writes).toEqual([['theme', '"dark"']]);
    });
  });

  it('should describe the ui fields with the spec keys', () => {
    expect(uiStorageFields.theme.storageKey).toBe('theme');
    expect(uiStorageFields.isMenuOpen.storageKey).toBe('isMenuOpen');
  });
});

describe('persistence: the albums are read by the gallery, not at start-up', () => {
  const PRAIA: Album = { id: 1, title: 'Praia', images: [], isMain: true };
  // What the gallery's chunk does when it loads.
  beforeAll(injectGallerySlices);

  it('should start with no album read, and read them once when the gallery connects', () => {
    const memory = new MemoryStorage();
    memory.setItem('albums', JSON.stringify([PRAIA]));
    const getItem = jest.spyOn(memory, 'getItem');
    const store = setupStore();
    expect(getItem).not.toHaveBeenCalledWith('albums');
    expect(store.getState().albums).toMatchObject({ loaded: false, items: [] });

    const albums = createAlbumsStorage({ getStorage: () => memory, onLargeValue: () => undefined });
    expect(store.dispatch(connectAlbums(albums))).toBe(albums);
    expect(store.getState().albums).toMatchObject({ loaded: true, items: [PRAIA] });
    // A second mount of the gallery reads nothing more: the listeners keep the list in step from then on.
    getItem.mockClear();
    expect(store.dispatch(connectAlbums())).toBe(albums);
    expect(getItem).not.toHaveBeenCalled();
  });

  it('should find the connection an earlier copy of the gallery made (a hot update under npm start): one writer', async () => {
    const memory = new MemoryStorage();
    const store = setupStore();
    const albums = createAlbumsStorage({ getStorage: () => memory, onLargeValue: () => undefined });
    store.dispatch(connectAlbums(albums));
    let edited: typeof import('@/features/gallery/albumsListeners') | undefined;
    await jest.isolateModulesAsync(async () => {
      edited = await import('@/features/gallery/albumsListeners');
    });
    expect(edited?.connectAlbums).not.toBe(connectAlbums);
    expect(edited && store.dispatch(edited.connectAlbums())).toBe(albums);
    store.dispatch(addAlbum({ title: 'Viagem', images: [], isMain: false }));
    expect((JSON.parse(memory.getItem('albums') ?? '[]') as Album[]).map((album) => album.title)).toEqual(['Viagem']);
  });

  it('should tell at once when storage refuses every write, but not when it is only full', () => {
    const refusing = new MemoryStorage();
    refusing.failWritesWith = new DOMException('The operation is insecure.', 'SecurityError');
    const store = setupStore();
    store.dispatch(connectAlbums(createAlbumsStorage({ getStorage: () => refusing, onLargeValue: () => undefined })));
    expect(store.getState().albums).toMatchObject({ loaded: true, storageUnavailable: true });

    const full = new MemoryStorage();
    full.failWritesWith = quotaExceededError();
    const other = setupStore();
    other.dispatch(connectAlbums(createAlbumsStorage({ getStorage: () => full, onLargeValue: () => undefined })));
    expect(other.getState().albums).toMatchObject({ loaded: true, storageUnavailable: false });
  });
});

describe('persistence: stored data can never stop the app from starting', () => {
  const STORAGE_KEYS = ['theme', 'isMenuOpen', 'albums'] as const;

  const silent = { warn: () => undefined, error: () => undefined };

  /** What the app reads from `memory` at start-up: the settings and the albums, with a silent logger. */
  function readAll(memory: Storage) {
    const ui = createSettingsStorage({ fields: uiStorageFields, getStorage: () => memory, logger: silent }).read();
    const albums = createAlbumsStorage({ getStorage: () => memory, logger: silent }).read();
    return { ui, albums: { items: albums.albums } };
  }

  /** What breaks spec §3's invariants in whatever a read gives back (one `expect` per call: lists can be long). */
  function invalidRestored(ui: Partial<Record<string, unknown>> | null, albums: Record<string, unknown> | null): string[] {
    const problems: string[] = [];
    if (ui?.theme !== undefined && ui.theme !== 'dark' && ui.theme !== 'light') problems.push('theme');
    if (ui?.isMenuOpen !== undefined && typeof ui.isMenuOpen !== 'boolean') problems.push('isMenuOpen');
    if (albums === null) return problems;
    const items = albums.items as Album[];
    if (!Array.isArray(items)) return [...problems, 'albums is not a list'];
    const ids = new Set<number>();
    let mains = 0;
    for (const item of items) {
      if (!Number.isSafeInteger(item.id) || ids.has(item.id)) problems.push(`id ${item.id}`);
      ids.add(item.id);
      if (typeof item.title !== 'string' || item.title.trim() === '' || Array.from(item.title).length > 12) {
        problems.push(`title ${String(item.title)}`);
      }
      if (!Array.isArray(item.images) || item.images.length > 7 || !item.images.every(isStorableImageSrc)) {
        problems.push(`images of ${item.id}`);
      }
      if (item.isMain) mains += 1;
    }
    if (mains > 1) problems.push(`${mains} main albums`);
    return problems;
  }

  // Worst cases, built once: a long list, deep nesting, a huge string. The list is the longest a browser lets a site
  // store: 65,000 of these albums are 5,223,184 characters, just under the quota of 5 MiB (5,242,880 characters).
  const manyAlbums = JSON.stringify(
    Array.from({ length: 65_000 }, (_, i) => ({ id: i % 1000, title: `álbum ${i % 50}`, images: ['https://x.test/a.png', 7], isMain: i % 3 === 0 })),
  );
  const deepArray = '['.repeat(100_000) + ']'.repeat(100_000);
  const deepObject = '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000);
  const hugeString = JSON.stringify('x'.repeat(3_000_000));
  const wrongTypesEverywhere = JSON.stringify([
    { id: '1', title: 12, images: 'a.png', isMain: 'yes' },
    { id: 1.5, title: ['a'], images: [{}, null, ['https://x.test/a.png']], isMain: 1 },
    { id: Number.MAX_SAFE_INTEGER, title: ' '.repeat(40), images: null },
    { id: -0, title: { toString: 'x' }, images: [] },
    [[[]]],
    null,
  ]);

  const rawValue = fc.oneof(
    { weight: 40, arbitrary: fc.json() },
    { weight: 40, arbitrary: fc.string({ unit: 'binary' }) },
    { weight: 40, arbitrary: fc.anything().map((value) => JSON.stringify(value) ?? 'undefined') },
    {
      weight: 40,
      arbitrary: fc
        .array(fc.record({ id: fc.anything(), title: fc.anything(), images: fc.anything(), isMain: fc.anything() }, { requiredKeys: [] }))
        .map((list) => JSON.stringify(list) ?? '[]'),
    },
    { weight: 1, arbitrary: fc.constantFrom(manyAlbums, deepArray, deepObject, hugeString, wrongTypesEverywhere) },
    { weight: 8, arbitrary: fc.constant(null) },
  );

  it('should read any value under any of the three keys without throwing, keeping what is valid (1 000 runs)', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fc.assert(
      fc.property(fc.tuple(rawValue, rawValue, rawValue), (values) => {
        const memory = new MemoryStorage();
        values.forEach((raw, index) => raw !== null && memory.setItem(STORAGE_KEYS[index]!, raw));
        const { ui, albums } = readAll(memory);
        expect(invalidRestored(ui, albums)).toEqual([]);
        // What can be read is kept: a valid theme stays.
        if (values[0] === '"light"') expect(ui?.theme).toBe('light');
      }),
      { numRuns: 1_000 },
    );
    warn.mockRestore();
  });

  it('should boot the store on the worst cases with defaults for what cannot be read', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const raw of [manyAlbums, deepArray, deepObject, hugeString, wrongTypesEverywhere]) {
      const memory = new MemoryStorage();
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', raw);
      memory.setItem('albums', raw);
      const { store } = await startApp(memory);
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: undefined });
      expect(invalidRestored(null, { items: store.getState().albums?.items })).toEqual([]);
    }
    warn.mockRestore();
  });

  it('should ignore a stored value whose check throws, and log it once', () => {
    const memory = new MemoryStorage();
    memory.setItem('theme', '"light"');
    memory.setItem('isMenuOpen', 'true');
    const { storage, logger } = engine(memory, {
      ...uiStorageFields,
      isMenuOpen: {
        storageKey: 'isMenuOpen',
        parse: () => {
          throw new RangeError('Maximum call stack size exceeded');
        },
        expected: 'true or false',
      },
    });
    expect(storage.read()).toEqual({ theme: 'light' });
    expect(storage.read()).toEqual({ theme: 'light' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('persistence: storage that cannot be used', () => {
  it('should log once when access throws (blocked site data), and go on in memory', () => {
    const { storage, logger } = engine(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.read()).toEqual({});
    storage.write({ theme: 'light' });
    storage.write({ theme: 'dark' });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('should still write the other values when one is refused', () => {
    const memory = new MemoryStorage();
    const { storage } = engine(memory);
    const setItem = memory.setItem.bind(memory);
    memory.setItem = (key, value) => {
      if (key === 'theme') throw new DOMException('The operation is insecure.', 'SecurityError');
      setItem(key, value);
    };
    storage.write({ theme: 'light', isMenuOpen: true });
    expect(memory.getItem('isMenuOpen')).toBe('true');
  });

  it('should log a failed write once per key and cause, not once per change', () => {
    const memory = new MemoryStorage();
    const { storage, logger } = engine(memory);
    memory.failWritesWith = quotaExceededError();
    for (let i = 0; i < 5; i += 1) storage.write({ theme: i % 2 === 0 ? 'light' : 'dark' });
    storage.write({ isMenuOpen: true });
    memory.failWritesWith = new DOMException('The operation is insecure.', 'SecurityError');
    storage.write({ theme: 'light' });
    expect(logger.error.mock.calls.map((call) => String(call[0]))).toEqual([
      'Could not save "theme" in storage; it is kept in memory only.',
      'Could not save "isMenuOpen" in storage; it is kept in memory only.',
      'Could not save "theme" in storage; it is kept in memory only.',
    ]);
  });
});
