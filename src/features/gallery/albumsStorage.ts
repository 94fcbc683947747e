import { causeOf, isLargeValue, isQuotaError, probeWrite, utf8Bytes } from '@/storage/persistence';
import {
  applyAlbumChange,
  readStoredAlbums,
  sameTitleAndImages,
  type AlbumChange,
  type StoredAlbums,
} from './storedAlbums';
import type { Album, AlbumNotice, ChangeConflict } from './types';

// Who writes the albums key, and when: docs/ARCHITECTURE.md, "Storage rules".

/** Spec §3 storage key. */
export const ALBUMS_KEY = 'albums';
/** The format this version writes; none stored means 1, every version before it. */
export const ALBUMS_FORMAT_KEY = 'albums.format';
export const ALBUMS_FORMAT = 2;
export const ALBUMS_BACKUP_PREFIX = 'albums.backup-';
/** Spec §8: alerted when the value to save is large; the save is still attempted. */
const STORAGE_LIMIT_MESSAGE = 'Limite de armazenamento atingido.';

export interface AlbumsRead {
  albums: Album[];
  /** The stored list was written by a newer version of the app: this tab must not save (reload instead). */
  newerFormat: boolean;
}

export interface AlbumsRefresh extends AlbumsRead {
  notices: AlbumNotice[];
}

/** Unless `saved`, nothing was written and the change lives only in this tab's memory. `full`: spec §8's quota. */
export type CommitOutcome = 'saved' | 'full' | 'failed' | 'unavailable' | 'newer';

export interface CommitResult {
  outcome: CommitOutcome;
  /** The list to show: what storage holds now, as a reload shows it; unsaved, the change applied to the list shown. */
  albums: Album[];
  conflict?: ChangeConflict;
  backupKey?: string;
}

export interface AlbumsStorageOptions {
  /** May throw or return null (site data blocked); the browser's localStorage by default. */
  getStorage?: () => Storage | null;
  onLargeValue?: (bytes: number) => void;
  now?: () => Date;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface AlbumsStorage {
  /** Never writes. */
  read(): AlbumsRead & { unavailable: boolean };
  /** Whether storage reads but refuses every write (it writes and removes the probe's key): a full one does not. */
  refusesWrites(): boolean;
  /** Saves one change the visitor made; `shown` is the list the tab shows, the base when storage takes nothing. */
  commit(change: AlbumChange, shown: readonly Album[]): CommitResult;
  /** Another tab changed storage: what it holds now, and what happened to albums this tab's visitor changed. */
  refresh(): AlbumsRefresh;
  backupText(key: string): string | null;
}

/** A hand-edited `albums.format` that is not a number counts as this version's. */
function isNewerFormat(text: string | null): boolean {
  const format = text === null ? 1 : Number(text);
  return Number.isFinite(format) && format > ALBUMS_FORMAT;
}

/** The backup key's date, in UTC: local time would be ambiguous across tabs in other zones. */
function backupStamp(date: Date): string {
  return date.toISOString().slice(0, 19).replaceAll(':', '-');
}

export function createAlbumsStorage(options: AlbumsStorageOptions = {}): AlbumsStorage {
  const {
    getStorage = () => window.localStorage,
    onLargeValue = () => window.alert(STORAGE_LIMIT_MESSAGE),
    now = () => new Date(),
    logger = console,
  } = options;
  /** The last text parsed, so that a save right after a read does not parse a large list again. */
  let parsed: { text: string | null; stored: StoredAlbums } | null = null;
  /** Albums this tab's visitor created or changed, as this tab last saved or saw them. */
  const touched = new Map<number, Album>();
  const warned = new Set<string>();

  function warnOnce(id: string, ...args: unknown[]) {
    if (warned.has(id)) return;
    warned.add(id);
    logger.warn(...args);
  }

  function storage(): Storage | null {
    try {
      return getStorage();
    } catch (error) {
      warnOnce('unavailable', 'Storage unavailable; albums are kept in memory only.', error);
      return null;
    }
  }

  function parse(text: string | null): StoredAlbums {
    if (parsed?.text === text) return parsed.stored;
    const stored = readStoredAlbums(text);
    if (stored.problems.length > 0) {
      const listed = stored.problems.slice(0, 10).join('; ');
      const more = stored.problems.length > 10 ? ` and ${stored.problems.length - 10} more` : '';
      // Once per stored text: `parse` runs again only when the text changed.
      logger.warn(`Stored "${ALBUMS_KEY}" repaired for display (kept in storage as it is): ${listed}${more}.`);
    }
    parsed = { text, stored };
    return stored;
  }

  function readKeys(store: Storage): { text: string | null; format: string | null } | undefined {
    try {
      return { text: store.getItem(ALBUMS_KEY), format: store.getItem(ALBUMS_FORMAT_KEY) };
    } catch (error) {
      warnOnce('read-failed', `Could not read "${ALBUMS_KEY}" from storage.`, error);
      return undefined;
    }
  }

  /** A backup of `text`: an existing one holding the same text, or a new key. Undefined when it cannot be written. */
  function backUp(store: Storage, text: string): string | undefined {
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(ALBUMS_BACKUP_PREFIX) && store.getItem(key) === text) return key;
    }
    const key = `${ALBUMS_BACKUP_PREFIX}${backupStamp(now())}`;
    try {
      store.setItem(key, text);
      return key;
    } catch (error) {
      logger.error(`Could not back up the unreadable "${ALBUMS_KEY}" value; it is not overwritten.`, error);
      return undefined;
    }
  }

  /** A refused save is logged once per cause until a save succeeds again (spec §8: logged, not on every change). */
  const loggedFailures = new Set<string>();

  function failure(store: Storage, error: unknown): CommitOutcome {
    const cause = causeOf(error);
    if (!loggedFailures.has(cause)) {
      loggedFailures.add(cause);
      logger.error(`Could not save "${ALBUMS_KEY}" in storage; the change is kept in memory only.`, error);
    }
    if (isQuotaError(error)) return 'full';
    return probeWrite(store) === 'taken' ? 'failed' : 'unavailable';
  }

  function read(): AlbumsRead & { unavailable: boolean } {
    const store = storage();
    const keys = store ? readKeys(store) : undefined;
    if (!keys) return { albums: [], newerFormat: false, unavailable: true };
    return { albums: parse(keys.text).albums, newerFormat: isNewerFormat(keys.format), unavailable: false };
  }

  function write(change: AlbumChange): Omit<CommitResult, 'albums'> & { albums?: Album[] } {
    const store = storage();
    const keys = store ? readKeys(store) : undefined;
    if (!store || !keys) return { outcome: 'unavailable' };
    if (isNewerFormat(keys.format)) return { outcome: 'newer' };
    const current = parse(keys.text);
    const applied = applyAlbumChange(current, change);
    let backupKey: string | undefined;
    if (!current.readWhole && keys.text !== null) {
      backupKey = backUp(store, keys.text);
      if (backupKey === undefined) return { outcome: 'full' };
    }
    const text = JSON.stringify(applied.stored);
    if (isLargeValue(text)) onLargeValue(utf8Bytes(text));
    try {
      if (keys.format !== String(ALBUMS_FORMAT)) store.setItem(ALBUMS_FORMAT_KEY, String(ALBUMS_FORMAT));
      store.setItem(ALBUMS_KEY, text);
    } catch (error) {
      return { outcome: failure(store, error), backupKey };
    }
    loggedFailures.clear();
    const albums = parse(text).albums;
    if (change.kind === 'delete') touched.delete(change.id);
    for (const id of applied.changedIds) {
      const album = albums.find((item) => item.id === id);
      if (album) touched.set(id, album);
    }
    return { outcome: 'saved', albums, conflict: applied.conflict, backupKey };
  }

  return {
    read,

    refusesWrites() {
      const store = storage();
      return store !== null && probeWrite(store) === 'refused';
    },

    commit(change, shown) {
      const written = write(change);
      if (written.albums) return { ...written, albums: written.albums };
      const inMemory = applyAlbumChange({ albums: [...shown], entries: [] }, change);
      return { ...written, albums: inMemory.albums, conflict: inMemory.conflict };
    },

    refresh() {
      const { albums, newerFormat } = read();
      const notices: AlbumNotice[] = [];
      for (const [id, mine] of touched) {
        const now = albums.find((album) => album.id === id);
        if (!now) {
          notices.push({ kind: 'deletedElsewhere', title: mine.title });
          touched.delete(id);
        } else if (!sameTitleAndImages(now, mine)) {
          notices.push({ kind: 'changedElsewhere', title: now.title });
          touched.set(id, now);
        }
      }
      return { albums, newerFormat, notices };
    },

    backupText(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
  };
}
