import { whenIdle } from '@/utils/whenIdle';
import { baseApi } from '@/api/baseApi';
import type { AppStore } from './store';

/** The next time the browser is idle (or soon, where it has no idle callbacks). */
function nextIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, { fallbackMs: 50, timeout: 1000 }));
}

/**
 * The next animation frame. RTK Query's own actions reach the store's subscribers (and so React) in the next frame
 * (Redux Toolkit's autoBatchEnhancer, on by default), and the browser can be idle before that frame.
 */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Resolves once no query is in flight, the store's subscribers have been told of its latest state and the browser
 * has been idle since; or after `ceilingMs`, whichever comes first. Called after the first paint, it waits for the
 * first page's content: the users table's rows (retries included, they run inside the query) or the clock's
 * location.
 *
 * "Told of its latest state" matters because RTK Query's answers reach React in the next frame (above): a query
 * can settle, and the next one start from its answer (the location after the IP) and settle as well, before the
 * page has rendered either. The ceiling is for a request that never settles, so whatever waits here is late,
 * never lost.
 */
export function queriesSettled(store: Pick<AppStore, 'dispatch' | 'getState' | 'subscribe'>, ceilingMs: number): Promise<void> {
  const running = () => store.dispatch(baseApi.util.getRunningQueriesThunk());
  let notified = store.getState();
  const unsubscribe = store.subscribe(() => {
    notified = store.getState();
  });
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      done = true;
      clearTimeout(ceiling);
      unsubscribe();
      resolve();
    };
    const ceiling = setTimeout(finish, ceilingMs);
    void (async () => {
      while (!done) {
        await Promise.allSettled(running());
        await nextFrame();
        await nextIdle();
        if (running().length === 0 && store.getState() === notified) finish();
      }
    })();
  });
}
