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
 *   attempted; a failed write (quota, storage disabled) is logged once per key and cause, and reported, and the
 *   last good value stays;
 * - nothing stored can stop the app from starting: every read, parse and check runs inside a `try`, so the worst
 *   a stored value can do is be ignored (spec §8: "the default value is used on read failure");
 * - when storage cannot be used at all (access throws, as with blocked site data, or even a tiny write fails) the
 *   app is told once through `onAvailabilityChange(false)`, so the visitor can learn that nothing will be kept.
 */

/** How one state field is stored: its localStorage key and the check that turns stored JSON back into state. */
export interface StoredField<T> {
  storageKey: string;
  /** Returns the value, or undefined when the stored value is not usable. */
  parse: (stored: unknown) => T | undefined;
  /** Short English description of what is expected, for the log. */
  expected: string;
  /**
   * For a value the tabs share and must not overwrite (the albums): three-way merge of this tab's value (`mine`)
   * with what storage holds now (`theirs`), `base` being what this tab last knew storage to hold. Without it the
   * last writer wins.
   */
  merge?: (base: T | undefined, mine: T, theirs: T | undefined) => T;
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
  /**
   * A write found that another tab had changed a merged field since this tab last looked, and wrote the merge:
   * the app applies the same merge to its state (see `readExternal`).
   */
  onExternalChange?: (change: ExternalChange) => void;
  logger?: Pick<Console, 'warn' | 'error'>;
}

/** Another tab changed a merged field: what to merge this tab's value with. */
export interface ExternalChange {
  persistKey: string;
  field: string;
  /** What this tab last knew storage to hold (undefined: nothing usable). */
  base: unknown;
  /** What storage holds now (undefined: nothing usable). */
  theirs: unknown;
}

/** The redux-persist storage contract, with this engine's extras. */
export interface SpecStorage {
  getItem(persistKey: string): Promise<Record<string, unknown> | null>;
  setItem(persistKey: string, staged: Record<string, unknown>): Promise<void>;
  removeItem(persistKey: string): Promise<void>;
  /** Checks a raw value seen in a `storage` event of another tab; undefined when unusable or not ours. */
  parseExternal(storageKey: string, raw: string | null): { persistKey: string; field: string; value: unknown } | undefined;
  /**
   * For a merged field (StoredField.merge) named in a `storage` event: what storage holds now and what this tab last
   * knew it to hold, read from storage rather than from the event, which may be late. This tab's state is then
   * merged with it, and the merge becomes what this tab knows. Undefined when not a merged field, or when storage
   * holds an unusable value (ignored, as a stored one would be).
   */
  readExternal(storageKey: string): ExternalChange | undefined;
}

export const PERSIST_PREFIX = 'persist:';

/** Written and removed at once after a failed write, to tell "this value is too big" from "nothing can be saved". */
export const PROBE_KEY = '__storage_probe__';

/** `QuotaExceededError`, `SecurityError`, …: what a failure is logged under (once per key and cause). */
function causeOf(error: unknown): string {
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
  const { layout, getStorage, onLargeValue, onWriteError, onAvailabilityChange, onExternalChange, logger = console } =
    options;
  /**
   * Last value this engine read, wrote or saw another tab write, per key: a cheap first test of "unchanged".
   * It can be stale (another tab's `storage` event may arrive after this tab wrote again), so a write is skipped
   * only when storage itself still holds the same text.
   */
  const lastKnown = new Map<string, string>();
  /** What this engine itself last wrote, per key. */
  const ownWrites = new Map<string, string>();
  /** The newest value another tab wrote, per key, as its `storage` event told (parseExternal). */
  const heardFromOthers = new Map<string, string>();
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

  /** Whether storage takes any write at all: a one-character value under a key of its own, removed at once. */
  function probe(store: Storage): boolean {
    try {
      store.setItem(PROBE_KEY, '1');
      store.removeItem(PROBE_KEY);
      return true;
    } catch {
      return false;
    }
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

  /** A raw stored text checked like a stored value, without logging; undefined when missing or unusable. */
  function quietParse(field: StoredField<unknown>, raw: string | null | undefined): unknown {
    if (raw === null || raw === undefined) return undefined;
    try {
      return field.parse(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }

  /**
   * A merged field whose stored text changed since this tab last knew it (another tab wrote): the value to write is
   * the merge, and the app is told to merge its state the same way. Reading, merging and writing happen in one task.
   */
  function mergeBeforeWrite(store: Storage, persistKey: string, stateField: string, field: StoredField<unknown>, value: unknown) {
    const merge = field.merge;
    if (!merge) return value;
    const current = storedText(store, field.storageKey);
    const known = lastKnown.get(field.storageKey) ?? null;
    if (current === undefined || current === known) return value;
    const theirs = quietParse(field, current);
    // An unusable stored value (hand-edited) is overwritten, as at start-up.
    if (current !== null && theirs === undefined) return value;
    const base = quietParse(field, known);
    lastKnown.set(field.storageKey, current ?? 'null');
    onExternalChange?.({ persistKey, field: stateField, base, theirs });
    return merge(base, value, theirs);
  }

  function writeField(store: Storage, storageKey: string, value: unknown) {
    let serialised: string;
    try {
      serialised = JSON.stringify(value);
    } catch (error) {
      logOnce(`serialise:${storageKey}`, 'error', `Could not serialise "${storageKey}".`, error);
      return;
    }
    if (lastKnown.get(storageKey) === serialised || heardFromOthers.get(storageKey) === serialised) {
      // Storage is read only here, where "unchanged" is likely: `lastKnown` alone may be stale (see above).
      const current = storedText(store, storageKey);
      if (current === serialised) return;
      // Writing back what another tab wrote, after applying its event: needed when that event was late, i.e.
      // storage still holds this tab's own newer write (the other tab's value would otherwise be lost when this
      // tab's state moves on). When the other tab wrote again meanwhile, its newer value is left alone: its
      // event is on its way and will be merged.
      if (heardFromOthers.get(storageKey) === serialised && current !== ownWrites.get(storageKey)) return;
    }
    if (isLargeValue(serialised)) onLargeValue(storageKey, utf8Bytes(serialised));
    try {
      store.setItem(storageKey, serialised);
      lastKnown.set(storageKey, serialised);
      ownWrites.set(storageKey, serialised);
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
      if (!probe(store)) setAvailable(false);
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
      const key = persistKey.startsWith(PERSIST_PREFIX) ? persistKey.slice(PERSIST_PREFIX.length) : persistKey;
      for (const [stateField, field] of Object.entries(fieldsOf(persistKey))) {
        if (staged[stateField] === undefined) continue;
        let value: unknown;
        try {
          value = mergeBeforeWrite(store, key, stateField, field, staged[stateField]);
        } catch (error) {
          logOnce(`merge:${field.storageKey}`, 'error', `Could not merge "${field.storageKey}" with another tab's.`, error);
          value = staged[stateField];
        }
        writeField(store, field.storageKey, value);
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
            // Another tab wrote it. The event may be late (this tab may have written since), so this only
            // speeds up the "unchanged" test; writeField still compares with what storage holds now.
            lastKnown.set(storageKey, raw);
            heardFromOthers.set(storageKey, raw);
            return { persistKey, field: stateField, value };
          } catch {
            return undefined;
          }
        }
      }
      return undefined;
    },

    readExternal(storageKey) {
      for (const [persistKey, fields] of Object.entries(layout)) {
        for (const [stateField, field] of Object.entries(fields)) {
          if (field.storageKey !== storageKey || !field.merge) continue;
          const store = storage();
          if (!store) return undefined;
          const current = storedText(store, storageKey);
          if (current === undefined) return undefined;
          const theirs = quietParse(field, current);
          if (current !== null && theirs === undefined) return undefined;
          const base = quietParse(field, lastKnown.get(storageKey) ?? null);
          lastKnown.set(storageKey, current ?? 'null');
          return { persistKey, field: stateField, base, theirs };
        }
      }
      return undefined;
    },
  };
}
