import { STORAGE_WARNING_BYTES } from '@/config/constants';

/**
 * The storage engine behind redux-persist (spec §3, §8).
 *
 * redux-persist normally writes one `persist:<key>` entry holding JSON inside JSON. The spec (and the previous
 * version of this site) keeps one plain JSON value per key instead: `theme` = "dark", `isMenuOpen` = true,
 * `albums` = [...]. So the persisted reducers use `serialize: false`, and this engine maps each field of a
 * persisted slice to its own localStorage key, in both directions:
 * - read: a missing key leaves the default; a bad value (unparsable, wrong type, unknown theme, null) leaves the
 *   default and is logged once;
 * - write: only values that changed are written; a value of 5 MB or more warns the visitor and is still
 *   attempted; a failed write (quota, storage disabled) is logged and reported, and the last good value stays.
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
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** The redux-persist storage contract, with this engine's extras. */
export interface SpecStorage {
  getItem(persistKey: string): Promise<Record<string, unknown> | null>;
  setItem(persistKey: string, staged: Record<string, unknown>): Promise<void>;
  removeItem(persistKey: string): Promise<void>;
  /** Checks a raw value seen in a `storage` event of another tab; undefined when unusable or not ours. */
  parseExternal(storageKey: string, raw: string | null): { persistKey: string; field: string; value: unknown } | undefined;
}

export const PERSIST_PREFIX = 'persist:';

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
  const { layout, getStorage, onLargeValue, onWriteError, logger = console } = options;
  /** Last value known to be in storage per key, so unchanged values are never rewritten. */
  const lastKnown = new Map<string, string>();
  /** Problems are logged once per key and kind, not on every read. */
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
    const value = field.parse(parsed);
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
    if (lastKnown.get(storageKey) === serialised) return;
    if (isLargeValue(serialised)) onLargeValue(storageKey, utf8Bytes(serialised));
    try {
      store.setItem(storageKey, serialised);
      lastKnown.set(storageKey, serialised);
    } catch (error) {
      // localStorage keeps the previous value when setItem throws, so the last good value stays intact.
      logger.error(`Could not save "${storageKey}" in storage; it is kept in memory only.`, error);
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

    parseExternal(storageKey, raw) {
      for (const [persistKey, fields] of Object.entries(layout)) {
        for (const [stateField, field] of Object.entries(fields)) {
          if (field.storageKey !== storageKey || raw === null) continue;
          try {
            const value = field.parse(JSON.parse(raw));
            if (value === undefined) return undefined;
            // Another tab wrote it: it is what storage holds now, so our next identical write is skipped.
            lastKnown.set(storageKey, raw);
            return { persistKey, field: stateField, value };
          } catch {
            return undefined;
          }
        }
      }
      return undefined;
    },
  };
}
