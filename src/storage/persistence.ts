import { createAction, type Dispatch } from '@reduxjs/toolkit';
import type { Storage as PersistStorage } from 'redux-persist';
import { STORAGE_WARNING_BYTES } from '@/config/constants';

/**
 * What every value the app keeps in localStorage shares (spec §3, §8). The spec (and the previous version of this
 * site) keeps one plain JSON value per key: `theme` = "dark", `isMenuOpen` = true, `albums` = [...]. Two stores of
 * values use these: the settings (createSettingsStorage, below, under redux-persist through persistSettingsStorage)
 * and the albums (features/gallery/albumsStorage.ts, written by listeners as operations on what storage holds):
 * - read: a missing key leaves the default; a bad value (unparsable, wrong type, unknown theme, null) leaves the
 *   default and is logged once; reading never writes;
 * - nothing stored can stop the app from starting: every read, parse and check runs inside a `try`, so the worst a
 *   stored value can do is be ignored (spec §8: "the default value is used on read failure");
 * - a failed write (quota, storage disabled) is logged once per key and cause, and the last good value stays;
 * - when storage cannot be used at all (access throws, as with blocked site data, or a write fails for another
 *   reason than a full quota and so does a one-character probe), `storageAvailabilityChanged(false)` tells the
 *   gallery, so the visitor can learn that nothing will be kept. A full storage is not "unavailable": it refuses the
 *   probe too, but the visitor's fix is different (isQuotaError).
 */

/** Written and removed at once after a failed write, to tell "this value is too big" from "nothing can be saved". */
export const PROBE_KEY = '__storage_probe__';

/**
 * Whether a failed write means "storage is full": `QuotaExceededError` (code 22) in Chromium, Safari and current
 * Firefox; `NS_ERROR_DOM_QUOTA_REACHED` (code 1014) in older Firefox.
 */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/**
 * Whether storage takes any write at all: a one-character value under a key of its own, removed at once. `full`: the
 * quota is reached; `refused`: any other failure (blocked site data, a disabled storage).
 */
export function probeWrite(store: Storage): 'taken' | 'full' | 'refused' {
  try {
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return 'taken';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'refused';
  }
}

/** `QuotaExceededError`, `SecurityError`, …: what a failure is logged under (once per key and cause). */
export function causeOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.name || 'Error';
  return typeof error;
}

/** UTF-8 size of a string, computed only when it can possibly reach the threshold. */
export function utf8Bytes(text: string): number {
  // Each UTF-16 unit takes at most 3 UTF-8 bytes, so short strings need no encoding.
  if (text.length * 3 < STORAGE_WARNING_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/** Spec §8: a serialised value of 5 MB or more (the visitor is warned, and the save is still attempted). */
export function isLargeValue(serialised: string): boolean {
  return serialised.length >= STORAGE_WARNING_BYTES || utf8Bytes(serialised) >= STORAGE_WARNING_BYTES;
}

/** Storage can be used (again: a write succeeded) or not at all: the gallery says so while it cannot. */
export const storageAvailabilityChanged = createAction<boolean>('storage/availabilityChanged');

/**
 * Another tab changed localStorage (spec §1, §3: every tab of the browser shares one storage); `key` null: it cleared
 * the whole storage. Each stored value's listener reads what storage holds now, not the event's values, which may be
 * late, so this tab shows what a reload would.
 */
export const storageChangedElsewhere = createAction<{ key: string | null }>('storage/changedElsewhere');

/** Whether the event is about localStorage; false when touching localStorage throws (blocked site data). */
function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === window.localStorage;
  } catch {
    return false;
  }
}

/**
 * What the browser's localStorage tells the app on its own, started once with the app:
 * - whether it takes writes at all, probed at once, so the gallery can say from the start that nothing will be kept
 *   (access that throws is found by the first read, features/gallery/albumsStorage.ts);
 * - another tab's changes: the browser fires `storage` in every other open tab when one writes, and each change
 *   becomes an action here.
 */
export function watchBrowserStorage(dispatch: Dispatch): () => void {
  try {
    if (probeWrite(window.localStorage) === 'refused') dispatch(storageAvailabilityChanged(false));
  } catch {
    // Access throws (blocked site data): the albums' read at start-up reports it.
  }
  const onStorage = (event: StorageEvent) => {
    if (isLocalStorage(event.storageArea)) dispatch(storageChangedElsewhere({ key: event.key }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** How one setting is stored: its localStorage key and the check that turns stored JSON back into a value. */
export interface StoredField<T> {
  storageKey: string;
  /** Returns the value, or undefined when the stored value is not usable. */
  parse: (stored: unknown) => T | undefined;
  /** Short English description of what is expected, for the log. */
  expected: string;
}

export interface SettingsStorageOptions<T> {
  /** Each field of the settings and how it is stored. */
  fields: { [Field in keyof T]: StoredField<T[Field]> };
  /** Returns the Storage to use; may throw or return null (storage disabled). */
  getStorage: () => Storage | null;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface SettingsStorage<T> {
  /** Every stored field as storage holds it now; a missing or unusable one is left out (its default). */
  read(): Partial<T>;
  /**
   * Writes the fields whose stored value differs (undefined ones are never stored). Returns whether storage can be
   * used when that changed with this write, else undefined.
   */
  write(values: Partial<T>): boolean | undefined;
  /** The localStorage keys of the fields (a change of one in another tab is read again). */
  storageKeys: ReadonlySet<string>;
}

/**
 * The settings' storage: a few small values, each under its own key and the last writer's. None can reach the
 * 5 MB warning (a theme name, a boolean), so none is checked for it.
 */
export function createSettingsStorage<T>(options: SettingsStorageOptions<T>): SettingsStorage<T> {
  const { getStorage, logger = console } = options;
  const fields = Object.entries(options.fields) as Array<[keyof T & string, StoredField<unknown>]>;
  /**
   * Last text this storage read or wrote, per key: a cheap first test of "unchanged". It can be stale (another tab
   * may have written since), so a write is skipped only when storage itself still holds the same text.
   */
  const lastKnown = new Map<string, string>();
  /** Problems are logged once per key and kind, not on every read or change. */
  const logged = new Set<string>();
  let available = true;

  function logOnce(id: string, level: 'warn' | 'error', ...args: unknown[]) {
    if (logged.has(id)) return;
    logged.add(id);
    logger[level](...args);
  }

  function storage(): Storage | null {
    try {
      return getStorage();
    } catch (error) {
      logOnce('storage-unavailable', 'error', 'Storage unavailable; settings are kept in memory only.', error);
      return null;
    }
  }

  function readField(store: Storage, field: StoredField<unknown>): { value: unknown } | undefined {
    let raw: string | null;
    try {
      raw = store.getItem(field.storageKey);
    } catch (error) {
      logOnce(`read:${field.storageKey}`, 'error', `Could not read "${field.storageKey}" from storage.`, error);
      return undefined;
    }
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      logOnce(`json:${field.storageKey}`, 'warn', `Ignoring stored "${field.storageKey}": not valid JSON.`);
      return undefined;
    }
    let value: unknown;
    try {
      value = field.parse(parsed);
    } catch (error) {
      // A check that throws on an odd value must not stop the app from starting: the value is ignored instead.
      logOnce(`check:${field.storageKey}`, 'warn', `Ignoring stored "${field.storageKey}": it could not be checked.`, error);
      return undefined;
    }
    if (value === undefined) {
      logOnce(`type:${field.storageKey}`, 'warn', `Ignoring stored "${field.storageKey}": expected ${field.expected}.`);
      return undefined;
    }
    lastKnown.set(field.storageKey, raw);
    return { value };
  }

  function storedText(store: Storage, storageKey: string): string | null | undefined {
    try {
      return store.getItem(storageKey);
    } catch {
      return undefined;
    }
  }

  /** Writes one value; returns whether storage took it, or could take nothing at all. */
  function writeField(store: Storage, storageKey: string, value: unknown): 'written' | 'refused' | 'unavailable' {
    const serialised = JSON.stringify(value);
    // Storage is read only here, where "unchanged" is likely: `lastKnown` alone may be stale (see above).
    if (lastKnown.get(storageKey) === serialised && storedText(store, storageKey) === serialised) return 'written';
    try {
      store.setItem(storageKey, serialised);
      lastKnown.set(storageKey, serialised);
      for (const id of logged) if (id.startsWith(`write:${storageKey}:`)) logged.delete(id);
      return 'written';
    } catch (error) {
      // localStorage keeps the previous value when setItem throws, so the last good value stays intact.
      logOnce(
        `write:${storageKey}:${causeOf(error)}`,
        'error',
        `Could not save "${storageKey}" in storage; it is kept in memory only.`,
        error,
      );
      return !isQuotaError(error) && probeWrite(store) !== 'taken' ? 'unavailable' : 'refused';
    }
  }

  function becomes(next: boolean): boolean | undefined {
    if (available === next) return undefined;
    available = next;
    return next;
  }

  return {
    storageKeys: new Set(fields.map(([, field]) => field.storageKey)),

    read() {
      const values: Partial<T> = {};
      const store = storage();
      if (!store) return values;
      for (const [name, field] of fields) {
        const read = readField(store, field);
        if (read) values[name] = read.value as T[typeof name];
      }
      return values;
    },

    write(values) {
      const store = storage();
      if (!store) return becomes(false);
      let outcome: 'written' | 'refused' | 'unavailable' = 'written';
      for (const [name, field] of fields) {
        if (values[name] === undefined) continue;
        const result = writeField(store, field.storageKey, values[name]);
        if (result !== 'written') outcome = result;
      }
      if (outcome === 'unavailable') return becomes(false);
      return outcome === 'written' ? becomes(true) : undefined;
    },
  };
}

/**
 * redux-persist's storage for the settings: a redux-persist `Storage` over the settings storage. redux-persist keeps
 * the settings in the store, reads them at start (rehydration) and writes when they change; with `serialize: false`
 * and `deserialize: false` it hands over the slice's plain values, and this puts each field under its own spec key
 * (§3), where redux-persist's default storage would keep one `persist:<key>` value of JSON inside JSON. Its key is not
 * used, nor redux-persist's `_persist` field.
 */
export function persistSettingsStorage<T>(settings: SettingsStorage<T>, onAvailabilityChange: (available: boolean) => void): PersistStorage {
  return {
    getItem: () => Promise.resolve(settings.read()),
    setItem: (_key: string, staged: Partial<T>) => {
      const available = settings.write(staged);
      // Blocked site data, or no write succeeds: the gallery says that albums will not outlive the tab.
      if (available !== undefined) onAvailabilityChange(available);
      return Promise.resolve();
    },
    removeItem: () => Promise.resolve(),
  };
}
