import { useSyncExternalStore } from 'react';

/**
 * One timer however many components show the time (ARCHITECTURE §10, §12: `now` is component state). Re-armed from
 * the wall clock each tick and stopped while hidden, so a missed tick is never replayed and a jump of the clock shows
 * at the next tick.
 */
export interface Ticker {
  /** Stable identity for `useSyncExternalStore`; the first listener starts the timer. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Read afresh while nobody listens, so a first render is never stale. */
  readonly getSnapshot: () => number;
  /** For tests and benchmarks. */
  readonly isRunning: () => boolean;
}

export function createTicker(msUntilNextTick: (now: number) => number): Ticker {
  const listeners = new Set<() => void>();
  let now = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function clearTimer() {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  }

  function arm() {
    clearTimer();
    if (listeners.size === 0 || document.visibilityState === 'hidden') return;
    timer = setTimeout(tick, msUntilNextTick(Date.now()));
  }

  function tick() {
    now = Date.now();
    // A copy: a listener may unsubscribe (unmount) while being told.
    for (const listener of [...listeners]) listener();
    arm();
  }

  function onVisibilityChange() {
    if (document.visibilityState === 'hidden') clearTimer();
    else tick();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        document.addEventListener('visibilitychange', onVisibilityChange);
        tick();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearTimer();
          document.removeEventListener('visibilitychange', onVisibilityChange);
        }
      };
    },
    getSnapshot() {
      if (listeners.size === 0) now = Date.now();
      return now;
    },
    isRunning: () => timer !== undefined,
  };
}

const identity = (now: number) => now;

/** Re-renders only when `select`'s result changes, so select text or a number, not the raw time. */
export function useNow(ticker: Ticker): number;
export function useNow<T extends string | number | boolean | null>(ticker: Ticker, select: (now: number) => T): T;
export function useNow(ticker: Ticker, select: (now: number) => unknown = identity): unknown {
  return useSyncExternalStore(ticker.subscribe, () => select(ticker.getSnapshot()));
}
