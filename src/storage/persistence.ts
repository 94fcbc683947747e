import { createAction, type Dispatch } from '@reduxjs/toolkit';
import type { Storage as PersistStorage } from 'redux-persist';
import { STORAGE_WARNING_BYTES } from '@/config/constants';

// Rules of every stored value (spec §3, §8): one plain JSON value per key; a missing or bad one leaves the default
// (logged once) and never stops start-up; a failed write is logged once per key and cause, the last good value stays.

/** Written and removed at once after a failed write, to tell "this value is too big" from "nothing can be saved". */
export const PROBE_KEY = '__storage_probe__';

/** Whether a failed write means "storage is full" (the second name and code are older Firefox's). */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** Whether storage takes any write. A full storage is not "unavailable": the visitor's fix differs. */
export function probeWrite(store: Storage): 'taken' | 'full' | 'refused' {
  try {
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return 'taken';
  } catch (error) {
    return isQuotaError(error) ? 'full' : 'refused';
  }
}

export function causeOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.name || 'Error';
  return typeof error;
}

/** UTF-8 size of a string, exact only when it can reach the threshold (a UTF-16 unit is at most 3 bytes). */
export function utf8Bytes(text: string): number {
  if (text.length * 3 < STORAGE_WARNING_BYTES) return text.length;
  return new TextEncoder().encode(text).length;
}

/** Spec §8: the visitor is warned about a value this large, and the save is still attempted. */
export function isLargeValue(serialised: string): boolean {
  return serialised.length >= STORAGE_WARNING_BYTES || utf8Bytes(serialised) >= STORAGE_WARNING_BYTES;
}

/** Another tab changed localStorage (spec §1, §3); `key` null: it cleared it. Listeners re-read storage, not the
 * event's values, which may be late, so this tab shows what a reload would. */
export const storageChangedElsewhere = createAction<{ key: string | null }>('storage/changedElsewhere');

function isLocalStorage(area: Storage | null): boolean {
  try {
    return area !== null && area === window.localStorage;
  } catch {
    return false;
  }
}

/** Reports other tabs' changes of localStorage. */
export function watchBrowserStorage(dispatch: Dispatch): () => void {
  const onStorage = (event: StorageEvent) => {
    if (isLocalStorage(event.storageArea)) dispatch(storageChangedElsewhere({ key: event.key }));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** How one setting is stored: its localStorage key and the check that turns stored JSON back into a value. */
export interface StoredField<T> {
  storageKey: string;
  /** Undefined when the stored value is not usable. */
  parse: (stored: unknown) => T | undefined;
  expected: string;
}

export interface SettingsStorageOptions<T> {
  fields: { [Field in keyof T]: StoredField<T[Field]> };
  /** Returns the Storage to use; may throw or return null (storage disabled). */
  getStorage: () => Storage | null;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface SettingsStorage<T> {
  /** Every stored field as storage holds it now; a missing or unusable one is left out (its default). */
  read(): Partial<T>;
  /** Writes the fields whose stored value differs; a failure is logged, the value kept in memory. */
  write(values: Partial<T>): void;
  storageKeys: ReadonlySet<string>;
}

/** The settings' storage: small values, one key each, last writer wins; none can need the large-value warning. */
export function createSettingsStorage<T>(options: SettingsStorageOptions<T>): SettingsStorage<T> {
  const { getStorage, logger = console } = options;
  const fields = Object.entries(options.fields) as Array<[keyof T & string, StoredField<unknown>]>;
  const logged = new Set<string>();

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
      logOnce(`check:${field.storageKey}`, 'warn', `Ignoring stored "${field.storageKey}": it could not be checked.`, error);
      return undefined;
    }
    if (value === undefined) {
      logOnce(`type:${field.storageKey}`, 'warn', `Ignoring stored "${field.storageKey}": expected ${field.expected}.`);
      return undefined;
    }
    return { value };
  }

  function storedText(store: Storage, storageKey: string): string | null | undefined {
    try {
      return store.getItem(storageKey);
    } catch {
      return undefined;
    }
  }

  function writeField(store: Storage, storageKey: string, value: unknown) {
    const serialised = JSON.stringify(value);
    // What storage already holds is not written again (another tab may have written it).
    if (storedText(store, storageKey) === serialised) return;
    try {
      store.setItem(storageKey, serialised);
      for (const id of logged) if (id.startsWith(`write:${storageKey}:`)) logged.delete(id);
    } catch (error) {
      // localStorage keeps the previous value when setItem throws, so the last good value stays intact.
      logOnce(
        `write:${storageKey}:${causeOf(error)}`,
        'error',
        `Could not save "${storageKey}" in storage; it is kept in memory only.`,
        error,
      );
    }
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
      if (!store) return;
      for (const [name, field] of fields) {
        if (values[name] !== undefined) writeField(store, field.storageKey, values[name]);
      }
    },
  };
}

/** redux-persist `Storage` over the settings storage: with (de)serialize off, each field goes under its own spec
 * key (§3), not one `persist:<key>` JSON value; redux-persist's key and `_persist` field are unused. */
export function persistSettingsStorage<T>(settings: SettingsStorage<T>): PersistStorage {
  return {
    getItem: () => Promise.resolve(settings.read()),
    setItem: (_key: string, staged: Partial<T>) => {
      settings.write(staged);
      return Promise.resolve();
    },
    removeItem: () => Promise.resolve(),
  };
}
