import { useSyncExternalStore } from 'react';
import type { TableQuery } from './types';

/**
 * The visitor's latest choice in the popups until the URL catches up (the URL is written after the change has been
 * painted: useTableQueryUrl, docs/DECISIONS.md). A small store rather than state of the page, so that a key or a
 * click re-renders only the popup that reads it, not the page and its toolbar.
 */
export interface RequestedQuery {
  get: () => TableQuery | null;
  subscribe: (listener: () => void) => () => void;
}

export interface WritableRequestedQuery extends RequestedQuery {
  /** `null` once the URL holds the choice. Listeners are told only when the value changes. */
  set: (next: TableQuery | null) => void;
}

export function createRequestedQuery(): WritableRequestedQuery {
  let value: TableQuery | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** What the controls show: the latest requested query, or the URL's once it has caught up. */
export function useRequestedQuery(requested: RequestedQuery, urlQuery: TableQuery): TableQuery {
  return useSyncExternalStore(requested.subscribe, requested.get) ?? urlQuery;
}
