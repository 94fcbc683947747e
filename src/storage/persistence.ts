import { STORAGE_WARNING_BYTES } from '@/config/constants';

/**
 * The storage engine behind redux-persist (spec §3, §8).
 *
 * redux-persist normally writes one `persist:<key>` entry holding JSON inside JSON. The spec (and the previous
 * version of this site) keeps one plain JSON value per key instead: `theme` = "dark", `isMenuOpen` = true,
 * `albums` = [...]. So the persisted reducers use `serialize: false`, and this engine maps each field of a
 * persisted slice to its own localStorage key, in both directions:
 * - read: a missing key leaves the default; a bad value (unparsable, wrong type, unknown theme, null) leaves the
 *   default and is logged once; reading never writes;
 * - write: only values that changed are written; a value of 5 MB or more warns the visitor and is still
 *   attempted; a failed write (quota, storage disabled) is logged once per key and cause, and reported, and the
 *   last good value stays;
 * - nothing stored can stop the app from starting: every read, parse and check runs inside a `try`, so the worst
 *   a stored value can do is be ignored (spec §8: "the default value is used on read failure");
 * - when storage cannot be used at all (access throws, as with blocked site data, or a write fails for another reason
 *   than a full quota and so does a one-character probe) the app is told once through `onAvailabilityChange(false)`,
 *   so the visitor can learn that nothing will be kept. A full storage is not "unavailable": it refuses the probe
 *   too, but the visitor's fix is different (isQuotaError).
 * The albums have their own engine (features/gallery/albumsStorage.ts): they are written only when the visitor
 * changes them, as operations on what storage holds. The settings here are the last writer's.
 */

/** How one state field is stored: its localStorage key and the check that turns stored JSON back into state. */
export interface StoredField<T> {
  storageKey: string;
  /** Returns the value, or undefined when the stored value is not usable. */
  parse: (stored: unknown) => T | undefined;
  /** Short English description of what is expected, for the log. */
  expected: string;
}

/** persist key (without the `persist:` prefix) → state field → stored field. */
export type StorageLayout = Record<string, Record<string, StoredField<unknown>>>;

export interface SpecStorageOptions {
  layout: StorageLayout;
  /** Returns the Storage to use; may throw or return null (storage disabled). */
  getStorage: () => Storage | null;
  /** Spec §8: the serialised value reached 5 MB (the save is still attempted). */
  onLargeValue: (storageKey: string, bytes: number) => void;
  /** A write failed: the value stays only in memory. */
  onWriteError: (storageKey: string, error: unknown) => void;
  /**
   * Storage became unusable (false: access throws, or a write fails and so does a one-character probe) or usable
   * again (true: a write succeeded after that). Called only on a change.
   */
  onAvailabilityChange?: (available: boolean) => void;
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** The redux-persist storage contract, with this engine's extras. */
export interface SpecStorage {
  getItem(persistKey: string): Promise<Record<string, unknown> | null>;
  setItem(persistKey: string, staged: Record<string, unknown>): Promise<void>;
  removeItem(persistKey: string): Promise<void>;
  /** Every stored field of `persistKey` as storage holds it now; a missing or unusable one is left out (its default). */
  readAll(persistKey: string): Record<string, unknown>;
}

export const PERSIST_PREFIX = 'persist:';

/** Written and removed at once after a failed write, to tell "this value is too big" from "nothing can be saved". */
export const PROBE_KEY = '__storage_probe__';

/** Whether storage takes any write at all: a one-character value under a key of its own, removed at once. */
export function acceptsWrites(store: Storage): boolean {
  try {
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a failed write means "storage is full": `QuotaExceededError` (code 22) in Chromium, Safari and current
 * Firefox; `NS_ERROR_DOM_QUOTA_REACHED` (code 1014) in older Firefox.
 */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException) && !(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
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

export function isLargeValue(serialised: string): boolean {
  return serialised.length >= STORAGE_WARNING_BYTES || utf8Bytes(serialised) >= STORAGE_WARNING_BYTES;
}

export function createSpecStorage(options: SpecStorageOptions): SpecStorage {
  const { layout, getStorage, onLargeValue, onWriteError, onAvailabilityChange, logger = console } = options;
  /**
   * Last value this engine read, wrote or saw another tab write, per key: a cheap first test of "unchanged".
   * It can be stale (another tab's `storage` event may arrive after this tab wrote again), so a write is skipped
   * only when storage itself still holds the same text.
   */
  const lastKnown = new Map<string, string>();
  /** Problems are logged once per key and kind, not on every read or state change. */
  const logged = new Set<string>();
  let available = true;

  function logOnce(id: string, level: 'warn' | 'error', ...args: unknown[]) {
    if (logged.has(id)) return;
    logged.add(id);
    logger[level](...args);
  }

  function setAvailable(next: boolean) {
    if (available === next) return;
    available = next;
    try {
      onAvailabilityChange?.(next);
    } catch (error) {
      logger.error('Storage availability listener failed.', error);
    }
  }

  function storage(): Storage | null {
    let store: Storage | null;
    try {
      store = getStorage();
    } catch (error) {
      logOnce('storage-unavailable', 'error', 'Storage unavailable; settings are kept in memory only.', error);
      store = null;
    }
    if (!store) setAvailable(false);
    return store;
  }

  function storedText(store: Storage, storageKey: string): string | null | undefined {
    try {
      return store.getItem(storageKey);
    } catch {
      return undefined;
    }
  }

  function fieldsOf(persistKey: string): Record<string, StoredField<unknown>> {
    const key = persistKey.startsWith(PERSIST_PREFIX) ? persistKey.slice(PERSIST_PREFIX.length) : persistKey;
    return layout[key] ?? {};
  }

  function readField(store: Storage, field: StoredField<unknown>): { value: unknown } | undefined {
    let raw: string | null;
    try {
      raw = store.getItem(field.storageKey);
    } catch (error) {
      logOnce(`read:${field.storageKey}`, 'error', `Could not read "${field.storageKey}" from storage.`, error);
      setAvailable(false);
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

  function writeField(store: Storage, storageKey: string, value: unknown) {
    let serialised: string;
    try {
      serialised = JSON.stringify(value);
    } catch (error) {
      logOnce(`serialise:${storageKey}`, 'error', `Could not serialise "${storageKey}".`, error);
      return;
    }
    // Storage is read only here, where "unchanged" is likely: `lastKnown` alone may be stale (see above).
    if (lastKnown.get(storageKey) === serialised && storedText(store, storageKey) === serialised) return;
    if (isLargeValue(serialised)) onLargeValue(storageKey, utf8Bytes(serialised));
    try {
      store.setItem(storageKey, serialised);
      lastKnown.set(storageKey, serialised);
      for (const id of logged) if (id.startsWith(`write:${storageKey}:`)) logged.delete(id);
      setAvailable(true);
    } catch (error) {
      // localStorage keeps the previous value when setItem throws, so the last good value stays intact.
      logOnce(
        `write:${storageKey}:${causeOf(error)}`,
        'error',
        `Could not save "${storageKey}" in storage; it is kept in memory only.`,
        error,
      );
      if (!isQuotaError(error) && !acceptsWrites(store)) setAvailable(false);
      onWriteError(storageKey, error);
    }
  }

  return {
    getItem(persistKey) {
      const store = storage();
      if (!store) return Promise.resolve(null);
      const restored: Record<string, unknown> = {};
      for (const [stateField, field] of Object.entries(fieldsOf(persistKey))) {
        const read = readField(store, field);
        if (read) restored[stateField] = read.value;
      }
      return Promise.resolve(Object.keys(restored).length > 0 ? restored : null);
    },

    setItem(persistKey, staged) {
      const store = storage();
      if (!store) return Promise.resolve();
      for (const [stateField, field] of Object.entries(fieldsOf(persistKey))) {
        if (staged[stateField] !== undefined) writeField(store, field.storageKey, staged[stateField]);
      }
      return Promise.resolve();
    },

    removeItem(persistKey) {
      const store = storage();
      if (!store) return Promise.resolve();
      for (const field of Object.values(fieldsOf(persistKey))) {
        try {
          store.removeItem(field.storageKey);
          lastKnown.delete(field.storageKey);
        } catch (error) {
          logger.error(`Could not remove "${field.storageKey}" from storage.`, error);
        }
      }
      return Promise.resolve();
    },

    readAll(persistKey) {
      const store = storage();
      const values: Record<string, unknown> = {};
      if (!store) return values;
      for (const [stateField, field] of Object.entries(fieldsOf(persistKey))) {
        const read = readField(store, field);
        if (read) values[stateField] = read.value;
      }
      return values;
    },
  };
}
