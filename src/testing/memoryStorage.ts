import { PROBE_KEY } from '@/storage/persistence';

/** An in-memory Storage whose writes can be made to fail, for the persistence tests. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** When set, setItem throws it (e.g. a QuotaExceededError). */
  failWritesWith: Error | null = null;
  writes: Array<[string, string]> = [];

  /** The writes that store something: the gallery's write probe (albumsStorage.refusesWrites) removes its key. */
  get valueWrites(): Array<[string, string]> {
    return this.writes.filter(([key]) => key !== PROBE_KEY);
  }

  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.failWritesWith) throw this.failWritesWith;
    this.writes.push([key, value]);
    this.items.set(key, String(value));
  }
}

export function quotaExceededError(): Error {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}
