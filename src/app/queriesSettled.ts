import { whenIdle } from '@/utils/whenIdle';
import { baseApi } from './baseApi';
import type { AppDispatch } from './store';

/** The next time the browser is idle (or soon, where it has no idle callbacks). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, { fallbackMs: 50, timeout: 1000 }));
}

/**
 * Resolves once no query is in flight and the browser has been idle since, or after `ceilingMs`, whichever comes
 * first. Called after the first paint, it waits for the first page's content: the users table's rows (retries
 * included, they run inside the query) or the clock's location. A query started from another's answer (the location
 * after the IP) is waited for too: its page starts it while rendering that answer, before the browser is next idle.
 * The ceiling is for a request that never settles, so whatever waits here is late, never lost.
 */
export function queriesSettled(dispatch: AppDispatch, ceilingMs: number): Promise<void> {
  const running = () => dispatch(baseApi.util.getRunningQueriesThunk());
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      done = true;
      clearTimeout(ceiling);
      resolve();
    };
    const ceiling = setTimeout(finish, ceilingMs);
    void (async () => {
      while (!done) {
        await Promise.allSettled(running());
        await nextIdle();
        if (running().length === 0) finish();
      }
    })();
  });
}
