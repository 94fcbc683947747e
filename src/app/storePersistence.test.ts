/** The storage engine (storage/persistence.ts) under the app's own layout and store (STORAGE_LAYOUT, setupStore). */
import fc from 'fast-check';
import { persistStore } from 'redux-persist';
import { isStorableImageSrc } from '@/features/gallery/albumCore';
import type { Album } from '@/features/gallery/types';
import { menuToggled, themeToggled, uiStorageFields } from '@/features/ui/uiSlice';
import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import { PROBE_KEY, createSpecStorage, type SpecStorageOptions } from '@/storage/persistence';
import { STORAGE_LAYOUT, setupStore } from './store';

const FIVE_MB = 5 * 1024 * 1024;

function engine(memory: Storage | (() => Storage | null), overrides: Partial<SpecStorageOptions> = {}) {
  const logger = { warn: jest.fn(), error: jest.fn() };
  const onLargeValue = jest.fn();
  const onWriteError = jest.fn();
  const storage = createSpecStorage({
    layout: {
      ...STORAGE_LAYOUT,
      albums: {
        items: { storageKey: 'albums', parse: (v) => (Array.isArray(v) ? v : undefined), expected: 'an array' },
      },
    },
    getStorage: typeof memory === 'function' ? memory : () => memory,
    onLargeValue,
    onWriteError,
    logger,
    ...overrides,
  });
  return { storage, logger, onLargeValue, onWriteError };
}

/** A store over `memory`, rehydrated, as the app starts (`layout`: the real one, when given). */
async function startApp(memory: Storage, layout?: SpecStorageOptions['layout']) {
  const { storage, logger } = engine(memory, layout ? { layout } : {});
  const store = setupStore(undefined, { storage });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  return { store, persistor, logger };
}

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
      // Only the spec's keys: no redux-persist `persist:*` blob.
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

    it('should write an albums array as a plain JSON array', async () => {
      const memory = new MemoryStorage();
      const { storage } = engine(memory);
      const albums = [{ id: 1, title: 'Praia', images: ['https://x.test/a.png'], isMain: true }];
      await storage.setItem('persist:albums', { items: albums, _persist: { version: -1, rehydrated: true } });
      expect(memory.getItem('albums')).toBe(JSON.stringify(albums));
      await expect(storage.getItem('persist:albums')).resolves.toEqual({ items: albums });
    });
  });

  describe('bad stored data', () => {
    it.each([
      ['unparsable JSON', 'dark'],
      ['an unknown theme', '"blue"'],
      ['a wrong type', '42'],
      ['null', 'null'],
    ])('should use the default theme for %s and log once', async (_label, raw) => {
      const memory = new MemoryStorage();
      memory.setItem('theme', raw);
      const { storage, logger } = engine(memory);
      await expect(storage.getItem('persist:ui')).resolves.toBeNull();
      await storage.getItem('persist:ui');
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

    it('should start with defaults when storage is disabled', async () => {
      const { storage, logger } = engine(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      await expect(storage.getItem('persist:ui')).resolves.toBeNull();
      await expect(storage.setItem('persist:ui', { theme: 'light' })).resolves.toBeUndefined();
      expect(logger.error).toHaveBeenCalledTimes(1);
    });
  });

  describe('writes', () => {
    it('should not rewrite a value that did not change', async () => {
      const memory = new MemoryStorage();
      const { storage } = engine(memory);
      await storage.setItem('persist:ui', { theme: 'light', isMenuOpen: true });
      await storage.setItem('persist:ui', { theme: 'light', isMenuOpen: false });
      expect(memory.writes).toEqual([
        ['theme', '"light"'],
        ['isMenuOpen', 'true'],
        ['isMenuOpen', 'false'],
      ]);
    });

    it('should keep the last good value, log and report when a write fails', async () => {
      const memory = new MemoryStorage();
      const { storage, logger, onWriteError } = engine(memory);
      await storage.setItem('persist:ui', { theme: 'light' });
      memory.failWritesWith = quotaExceededError();
      await expect(storage.setItem('persist:ui', { theme: 'dark' })).resolves.toBeUndefined();
      expect(memory.getItem('theme')).toBe('"light"');
      expect(logger.error).toHaveBeenCalledTimes(1);
      expect(onWriteError).toHaveBeenCalledWith('theme', expect.any(DOMException));
      // Once storage works again, the value in memory is written.
      memory.failWritesWith = null;
      await storage.setItem('persist:ui', { theme: 'dark' });
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

  describe('5 MB warning', () => {
    const albumsOfLength = (length: number) => {
      // JSON.stringify(['x…x']) adds 4 characters: [" and "].
      return [
        'x'.repeat(length - 4),
      ];
    };

    it('should warn at exactly 5 × 1024 × 1024 bytes and still save', async () => {
      const memory = new MemoryStorage();
      const { storage, onLargeValue } = engine(memory);
      const value = albumsOfLength(FIVE_MB);
      expect(JSON.stringify(value)).toHaveLength(FIVE_MB);
      await storage.setItem('persist:albums', { items: value });
      expect(onLargeValue).toHaveBeenCalledWith('albums', FIVE_MB);
      expect(memory.getItem('albums')).toHaveLength(FIVE_MB);
    });

    it('should not warn one byte below', async () => {
      const { storage, onLargeValue } = engine(new MemoryStorage());
      await storage.setItem('persist:albums', { items: albumsOfLength(FIVE_MB - 1) });
      expect(onLargeValue).not.toHaveBeenCalled();
    });

    it('should count UTF-8 bytes, not characters', async () => {
      const { storage, onLargeValue } = engine(new MemoryStorage());
      // 'é' is 2 bytes in UTF-8: half as many characters reach the threshold.
      await storage.setItem('persist:albums', { items: ['é'.repeat(FIVE_MB / 2)] });
      expect(onLargeValue).toHaveBeenCalledTimes(1);
    });

    it('should still warn and report when the large save fails', async () => {
      const memory = new MemoryStorage();
      memory.failWritesWith = quotaExceededError();
      const { storage, onLargeValue, onWriteError } = engine(memory);
      await storage.setItem('persist:albums', { items: albumsOfLength(FIVE_MB + 10) });
      expect(onLargeValue).toHaveBeenCalledTimes(1);
      expect(onWriteError).toHaveBeenCalledTimes(1);
    });
  });

  describe('other tabs', () => {
    it('should read every setting as storage holds it now, leaving out what cannot be used', () => {
      const memory = new MemoryStorage();
      const { storage } = engine(memory);
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', '"sim"');
      expect(storage.readAll('persist:ui')).toEqual({ theme: 'light' });
    });
  });

  it('should describe the ui fields with the spec keys', () => {
    expect(uiStorageFields.theme.storageKey).toBe('theme');
    expect(uiStorageFields.isMenuOpen.storageKey).toBe('isMenuOpen');
  });
});

describe('persistence: stored data can never stop the app from starting', () => {
  const STORAGE_KEYS = ['theme', 'isMenuOpen', 'albums'] as const;

  /** The real layout over `memory`, with a silent logger. */
  function realEngine(memory: Storage) {
    return createSpecStorage({
      layout: STORAGE_LAYOUT,
      getStorage: () => memory,
      onLargeValue: () => undefined,
      onWriteError: () => undefined,
      logger: { warn: () => undefined, error: () => undefined },
    });
  }

  /** What breaks spec §3's invariants in whatever a read gives back (one `expect` per call: lists can be long). */
  function invalidRestored(ui: Record<string, unknown> | null, albums: Record<string, unknown> | null): string[] {
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

  // Worst cases, built once: a long list, deep nesting, a huge string.
  const manyAlbums = JSON.stringify(
    Array.from({ length: 200_000 }, (_, i) => ({ id: i % 1000, title: `álbum ${i % 50}`, images: ['https://x.test/a.png', 7], isMain: i % 3 === 0 })),
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

  it('should read any value under any of the three keys without throwing, keeping what is valid (1 000 runs)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(fc.tuple(rawValue, rawValue, rawValue), async (values) => {
        const memory = new MemoryStorage();
        values.forEach((raw, index) => raw !== null && memory.setItem(STORAGE_KEYS[index]!, raw));
        const storage = realEngine(memory);
        const ui = await storage.getItem('persist:ui');
        const albums = await storage.getItem('persist:albums');
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
      const { store } = await startApp(memory, STORAGE_LAYOUT);
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: undefined });
      expect(invalidRestored(null, { items: store.getState().albums.items })).toEqual([]);
    }
    warn.mockRestore();
  });

  it('should ignore a stored value whose check throws, and log it once', async () => {
    const memory = new MemoryStorage();
    memory.setItem('theme', '"light"');
    memory.setItem('albums', '[1]');
    const { storage, logger } = engine(memory, {
      layout: {
        ...STORAGE_LAYOUT,
        albums: {
          items: {
            storageKey: 'albums',
            parse: () => {
              throw new RangeError('Maximum call stack size exceeded');
            },
            expected: 'a list',
          },
        },
      },
    });
    await expect(storage.getItem('persist:albums')).resolves.toBeNull();
    await expect(storage.getItem('persist:albums')).resolves.toBeNull();
    await expect(storage.getItem('persist:ui')).resolves.toEqual({ theme: 'light' });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('persistence: storage that cannot be used', () => {
  it('should report storage as unavailable once when access throws (blocked site data)', async () => {
    const onAvailabilityChange = jest.fn();
    const { storage, logger } = engine(
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      { onAvailabilityChange },
    );
    await storage.getItem('persist:ui');
    await storage.getItem('persist:albums');
    await storage.setItem('persist:albums', { items: [] });
    expect(onAvailabilityChange.mock.calls).toEqual([[false]]);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('should not call a full storage unavailable: its fix is different (issue 22 C8)', async () => {
    const memory = new MemoryStorage();
    const onAvailabilityChange = jest.fn();
    const onWriteError = jest.fn();
    const { storage } = engine(memory, { onAvailabilityChange, onWriteError });
    memory.failWritesWith = quotaExceededError();
    await storage.setItem('persist:ui', { theme: 'light' });
    expect(onWriteError).toHaveBeenCalledTimes(1);
    expect(onAvailabilityChange).not.toHaveBeenCalled();
  });

  it('should report storage as unavailable when every write fails, and available again after a write succeeds', async () => {
    const memory = new MemoryStorage();
    const onAvailabilityChange = jest.fn();
    const { storage } = engine(memory, { onAvailabilityChange });
    memory.failWritesWith = new DOMException('The operation is insecure.', 'SecurityError');
    await storage.setItem('persist:ui', { theme: 'light' });
    expect(onAvailabilityChange.mock.calls).toEqual([[false]]);
    memory.failWritesWith = null;
    await storage.setItem('persist:ui', { theme: 'dark' });
    expect(onAvailabilityChange.mock.calls).toEqual([[false], [true]]);
    // The probe leaves nothing behind.
    expect(memory.getItem(PROBE_KEY)).toBeNull();
  });

  it('should not call storage unavailable when only one large value does not fit', async () => {
    const memory = new MemoryStorage();
    const onAvailabilityChange = jest.fn();
    const onWriteError = jest.fn();
    const { storage } = engine(memory, { onAvailabilityChange, onWriteError });
    const setItem = memory.setItem.bind(memory);
    memory.setItem = (key, value) => {
      if (value.length > 1000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem(key, value);
    };
    await storage.setItem('persist:albums', { items: ['x'.repeat(2000)] });
    expect(onWriteError).toHaveBeenCalledTimes(1);
    expect(onAvailabilityChange).not.toHaveBeenCalled();
  });

  it('should log a failed write once per key and cause, not once per state change', async () => {
    const memory = new MemoryStorage();
    const { storage, logger, onWriteError } = engine(memory);
    memory.failWritesWith = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    for (let i = 0; i < 5; i += 1) await storage.setItem('persist:albums', { items: [`v${i}`] });
    await storage.setItem('persist:ui', { theme: 'light' });
    memory.failWritesWith = new DOMException('The operation is insecure.', 'SecurityError');
    await storage.setItem('persist:albums', { items: ['other'] });
    expect(onWriteError).toHaveBeenCalledTimes(7);
    expect(logger.error.mock.calls.map((call) => String(call[0]))).toEqual([
      'Could not save "albums" in storage; it is kept in memory only.',
      'Could not save "theme" in storage; it is kept in memory only.',
      'Could not save "albums" in storage; it is kept in memory only.',
    ]);
  });
});
