import { MemoryStorage, quotaExceededError } from '@/testing/memoryStorage';
import { ALBUMS_BACKUP_PREFIX, ALBUMS_FORMAT, ALBUMS_FORMAT_KEY, ALBUMS_KEY, createAlbumsStorage } from './albumsStorage';
import type { Album } from './types';

const album = (id: number, title = `a${id}`, extra: Partial<Album> = {}): Album => ({ id, title, images: [], isMain: false, ...extra });
const NOW = new Date('2026-11-25T15:03:00.000Z');

function setup(stored?: string) {
  const memory = new MemoryStorage();
  if (stored !== undefined) memory.setItem(ALBUMS_KEY, stored);
  memory.writes = [];
  const logger = { warn: jest.fn(), error: jest.fn() };
  const onLargeValue = jest.fn();
  const storage = createAlbumsStorage({ getStorage: () => memory, onLargeValue, now: () => NOW, logger });
  return { memory, storage, logger, onLargeValue };
}

const keys = (memory: MemoryStorage) => Array.from({ length: memory.length }, (_, i) => memory.key(i)).sort();

describe('albumsStorage: reading never destroys (issue 22 A)', () => {
  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"albums":[]}'],
    ['a 9-image album, a long title, http images, unknown fields', JSON.stringify([
      { id: 1, title: 'Um título comprido', images: Array.from({ length: 9 }, (_, k) => `http://example.com/${k}.png`), isMain: true, capa: 2 },
    ])],
  ])('should write nothing when reading %s', (_, text) => {
    const { memory, storage } = setup(text);
    storage.read();
    storage.refresh();
    expect(memory.writes).toEqual([]);
    expect(memory.getItem(ALBUMS_KEY)).toBe(text);
  });

  it('should back up a value it could not read whole before the first save over it, once, and tell its key', () => {
    const text = '{oops';
    const { memory, storage } = setup(text);
    const first = storage.commit({ kind: 'add', album: album(1, 'Novo') }, []);
    const backupKey = `${ALBUMS_BACKUP_PREFIX}2026-11-25T15-03-00`;
    expect(first).toMatchObject({ outcome: 'saved', backupKey });
    expect(memory.getItem(backupKey)).toBe(text);
    expect(storage.backupText(backupKey)).toBe(text);
    // Later saves are over a value this version wrote: no new backup.
    expect(storage.commit({ kind: 'add', album: album(2, 'Outro') }, []).backupKey).toBeUndefined();
    expect(keys(memory)).toEqual([ALBUMS_KEY, backupKey, ALBUMS_FORMAT_KEY].sort());
  });

  it('should not back up the same unreadable text twice (another tab already did)', () => {
    const text = JSON.stringify([album(1, 'Um título comprido')]);
    const { memory, storage } = setup(text);
    memory.setItem(`${ALBUMS_BACKUP_PREFIX}2020-01-01T00-00-00`, text);
    expect(storage.commit({ kind: 'add', album: album(2) }, []).backupKey).toBe(`${ALBUMS_BACKUP_PREFIX}2020-01-01T00-00-00`);
    expect(keys(memory).filter((key) => key?.startsWith(ALBUMS_BACKUP_PREFIX))).toHaveLength(1);
  });

  it('should not overwrite an unreadable value whose backup cannot be written', () => {
    const text = '{oops';
    const { memory, storage } = setup(text);
    memory.failWritesWith = quotaExceededError();
    expect(storage.commit({ kind: 'add', album: album(1) }, []).outcome).toBe('full');
    memory.failWritesWith = null;
    expect(memory.getItem(ALBUMS_KEY)).toBe(text);
  });

  it('should keep unknown fields of albums and images through a save of this version', () => {
    const stored = [
      { id: 1, title: 'Praia', images: [{ src: 'https://x.test/a.png', legenda: 'mar' }], isMain: false, capa: 0 },
      { id: 2, title: 'Serra', images: [], isMain: false, local: 'MG' },
    ];
    const { memory, storage } = setup(JSON.stringify(stored));
    const shown = storage.read().albums[0] as Album;
    storage.commit({ kind: 'save', album: { ...shown, title: 'Mar' }, before: shown }, []);
    expect(JSON.parse(memory.getItem(ALBUMS_KEY) ?? '')).toEqual([{ ...stored[0], title: 'Mar' }, stored[1]]);
  });

  it('should tag what it writes with its format, and never write over a newer format', () => {
    const { memory, storage } = setup(JSON.stringify([album(1)]));
    storage.commit({ kind: 'add', album: album(2) }, []);
    expect(memory.getItem(ALBUMS_FORMAT_KEY)).toBe(String(ALBUMS_FORMAT));
    memory.setItem(ALBUMS_FORMAT_KEY, String(ALBUMS_FORMAT + 1));
    const newer = memory.getItem(ALBUMS_KEY);
    expect(storage.read().newerFormat).toBe(true);
    expect(storage.commit({ kind: 'delete', id: 1, before: album(1) }, [album(1)])).toEqual({ outcome: 'newer', albums: [] });
    expect(memory.getItem(ALBUMS_KEY)).toBe(newer);
  });
});

describe('albumsStorage: limits are told (issue 22 C8)', () => {
  it('should call a full storage "full", not unavailable, and keep the last saved albums', () => {
    const { memory, storage } = setup(JSON.stringify([album(1)]));
    const lastSaved = memory.getItem(ALBUMS_KEY);
    memory.failWritesWith = quotaExceededError();
    expect(storage.commit({ kind: 'add', album: album(2) }, []).outcome).toBe('full');
    memory.failWritesWith = null;
    expect(memory.getItem(ALBUMS_KEY)).toBe(lastSaved);
  });

  it('should make a change it could not write to the list the tab shows, which keeps it in memory', () => {
    const { memory, storage } = setup(JSON.stringify([album(1)]));
    memory.failWritesWith = quotaExceededError();
    const shown = [album(1), album(2, 'só nesta aba')];
    expect(storage.commit({ kind: 'add', album: album(2, 'novo') }, shown)).toEqual({
      outcome: 'full',
      albums: [...shown, album(3, 'novo')],
    });
  });

  it('should call storage unavailable when access throws (blocked site data)', () => {
    const storage = createAlbumsStorage({
      getStorage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      onLargeValue: jest.fn(),
      logger: { warn: jest.fn(), error: jest.fn() },
    });
    expect(storage.read()).toEqual({ albums: [], newerFormat: false, unavailable: true });
    expect(storage.commit({ kind: 'add', album: album(1) }, []).outcome).toBe('unavailable');
  });

  it('should tell storage that refuses every write from a full one, and leave no probe behind', () => {
    const { memory, storage } = setup(JSON.stringify([album(1)]));
    expect(storage.refusesWrites()).toBe(false);
    memory.failWritesWith = quotaExceededError();
    expect(storage.refusesWrites()).toBe(false);
    memory.failWritesWith = new DOMException('The operation is insecure.', 'SecurityError');
    expect(storage.refusesWrites()).toBe(true);
    memory.failWritesWith = null;
    expect(keys(memory)).toEqual([ALBUMS_KEY]);
  });

  it('should warn (spec §8) at 5 MB and still save', () => {
    const { memory, storage, onLargeValue } = setup();
    const big = `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`;
    expect(storage.commit({ kind: 'add', album: album(1, 'grande', { images: [big] }) }, []).outcome).toBe('saved');
    expect(onLargeValue).toHaveBeenCalledTimes(1);
    expect(memory.getItem(ALBUMS_KEY)).toContain(big);
  });
});
