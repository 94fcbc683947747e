import { useSyncExternalStore } from 'react';

/**
 * One timer per cadence, however many components show the time (ARCHITECTURE §10, §12: `now` is component state).
 * Re-armed from the wall clock each tick and stopped while hidden, so a missed tick is never replayed. A timer waits in
 * elapsed time, so a slow ticker may `checkWith` a faster one to catch a jump of the clock.
 */
export interface Ticker {
  /** Stable identity for `useSyncExternalStore`; the first listener starts the timer. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Read afresh while nobody listens, so a first render is never stale. */
  readonly getSnapshot: () => number;
  /** Called on every tick while the ticker runs, without keeping it running. */
  readonly observe: (observer: () => void) => () => void;
  /** For tests and benchmarks. */
  readonly isRunning: () => boolean;
}

export interface TickerOptions {
  checkWith?: Ticker;
}

export function createTicker(msUntilNextTick: (now: number) => number, options: TickerOptions = {}): Ticker {
  const { checkWith } = options;
  const listeners = new Set<() => void>();
  const observers = new Set<() => void>();
  let now = Date.now();
  let due = Number.POSITIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopChecking: (() => void) | undefined;

  function clearTimer() {
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  }

  function arm() {
    clearTimer();
    if (listeners.size === 0 || document.visibilityState === 'hidden') return;
    const from = Date.now();
    const wait = msUntilNextTick(from);
    due = from + wait;
    timer = setTimeout(tick, wait);
  }

  /** The wall clock passed the due time, or went back past the last tick. */
  function check() {
    if (timer === undefined) return;
    const wall = Date.now();
    if (wall >= due || wall < now) tick();
  }

  function tick() {
    // Also when check() takes an overdue tick: the armed timer would tick again and outlive the last listener.
    clearTimer();
    now = Date.now();
    // A copy: a listener may unsubscribe (unmount) while being told.
    for (const listener of [...listeners]) listener();
    for (const observer of [...observers]) observer();
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
        stopChecking = checkWith?.observe(check);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          clearTimer();
          document.removeEventListener('visibilitychange', onVisibilityChange);
          stopChecking?.();
          stopChecking = undefined;
        }
      };
    },
    getSnapshot() {
      if (listeners.size === 0) now = Date.now();
      return now;
    },
    observe(observer) {
      observers.add(observer);
      return () => observers.delete(observer);
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
