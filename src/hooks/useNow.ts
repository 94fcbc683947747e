import { useSyncExternalStore } from 'react';

/**
 * A source of "now" shared by every component that shows the time at one cadence (ARCHITECTURE §10, §12: the
 * clock's `now` is component state, never Redux). One timer per cadence, however many components listen:
 * - the timer is re-armed from the current time at every tick (`msUntilNextTick(Date.now())`), never by counting
 *   ticks, so a late or throttled tick does not shift the next one and a missed one is simply not replayed;
 * - it runs only while someone listens and the document is visible: hidden → the timer is cleared;
 *   visible again → `now` is read and listeners are told at once, so the first frame after the tab comes back is
 *   already correct; the last unsubscribe clears the timer and the listener;
 * - a timer waits in elapsed time, not wall time: when the computer's clock jumps (sleep and resume, a manual or
 *   network correction) it would fire at the old moment. A slow ticker can be given a faster one to `checkWith`:
 *   on each of its ticks, a tick that is due by the wall clock (or a clock that went back) is taken at once. The
 *   check only rides on the faster ticker while something else keeps it running; it never starts it.
 */
export interface Ticker {
  /** For `useSyncExternalStore`: stable identity, starts the timer with the first listener. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The time of the last tick (epoch ms); read afresh while nobody listens, so a first render is never stale. */
  readonly getSnapshot: () => number;
  /** Calls `observer` on every tick while the ticker runs for its listeners, without keeping it running. */
  readonly observe: (observer: () => void) => () => void;
  /** Whether a timer is armed (for tests and benchmarks). */
  readonly isRunning: () => boolean;
}

export interface TickerOptions {
  /** A faster ticker whose ticks check that this one's tick is not overdue after a jump of the wall clock. */
  checkWith?: Ticker;
}

export function createTicker(msUntilNextTick: (now: number) => number, options: TickerOptions = {}): Ticker {
  const { checkWith } = options;
  const listeners = new Set<() => void>();
  const observers = new Set<() => void>();
  let now = Date.now();
  /** Wall time at which the armed timer's tick is due. */
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

  /** On the faster ticker's tick: the wall clock passed the due time, or went back past the last tick. */
  function check() {
    if (timer === undefined) return;
    const wall = Date.now();
    if (wall >= due || wall < now) tick();
  }

  function tick() {
    // Also when the faster ticker takes an overdue tick (check) while this timer is still armed: left running, it
    // would tick a second time and outlive the last listener.
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

/**
 * The current time from `ticker`, or what `select` derives from it. The component re-renders only when the selected
 * value changes (compared with `Object.is`), so `select` should return text or a number: a clock that selects
 * `HH:MM:SS` re-renders once a second even when the ticker fires twice as often, and a greeting that selects
 * `Bom dia!` re-renders a few times a day. `select` may close over props; it is re-run when they change.
 */
export function useNow(ticker: Ticker): number;
export function useNow<T extends string | number | boolean | null>(ticker: Ticker, select: (now: number) => T): T;
export function useNow(ticker: Ticker, select: (now: number) => unknown = identity): unknown {
  return useSyncExternalStore(ticker.subscribe, () => select(ticker.getSnapshot()));
}
