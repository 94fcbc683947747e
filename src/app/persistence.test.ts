import { persistStore } from 'redux-persist';
import { menuToggled, themeToggled, uiStorageFields } from '@/features/ui/uiSlice';
import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import { createSpecStorage, type SpecStorageOptions } from './persistence';
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

/** A store over `memory`, rehydrated, as the app starts. */
async function startApp(memory: Storage) {
  const { storage, logger } = engine(memory);
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
      expect(keys.sort()).toEqual(['albums', 'isMenuOpen', 'theme']);
      expect(memory.getItem('albums')).toBe('[]');
    });

    it('should load values written by the previous version of the site as they are', async () => {
      const memory = new MemoryStorage();
      memory.setItem('theme', '"light"');
      memory.setItem('isMenuOpen', 'false');
      const { store, logger } = await startApp(memory);
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: false });
      expect(logger.warn).not.toHaveBeenCalled();
    });

    it('should use the defaults (dark, open) when nothing is stored', async () => {
      const { store, logger } = await startApp(new MemoryStorage());
      expect(store.getState().ui).toMatchObject({ theme: 'dark', isMenuOpen: true });
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
      expect(store.getState().ui).toMatchObject({ theme: 'light', isMenuOpen: true });
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
    it('should check values seen in storage events like stored ones', () => {
      const { storage } = engine(new MemoryStorage());
      expect(storage.parseExternal('theme', '"light"')).toEqual({ persistKey: 'ui', field: 'theme', value: 'light' });
      expect(storage.parseExternal('theme', '"pink"')).toBeUndefined();
      expect(storage.parseExternal('theme', '{')).toBeUndefined();
      expect(storage.parseExternal('unrelated', '"x"')).toBeUndefined();
      expect(storage.parseExternal('isMenuOpen', null)).toBeUndefined();
    });

    it('should not write back a value another tab just wrote', async () => {
      const memory = new MemoryStorage();
      const { storage } = engine(memory);
      storage.parseExternal('theme', '"light"');
      memory.setItem('theme', '"light"');
      memory.writes = [];
      await storage.setItem('persist:ui', { theme: 'light' });
      expect(memory.writes).toEqual([]);
    });
  });

  it('should describe the ui fields with the spec keys', () => {
    expect(uiStorageFields.theme.storageKey).toBe('theme');
    expect(uiStorageFields.isMenuOpen.storageKey).toBe('isMenuOpen');
  });
});
