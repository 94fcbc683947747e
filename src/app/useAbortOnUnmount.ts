import { useEffect, useRef } from 'react';
import { baseApi } from '@/api/baseApi';
import { useAppDispatch } from './hooks';

/**
 * Spec §8 retries: leaving a page during a back-off must not leave requests running. RTK Query keeps a query running
 * after its last subscriber unmounts, so the page aborts it; the abort ends the back-off wait at once (see
 * baseApi). Deferred by a task so React's StrictMode remount (unmount + mount at once) does not abort it.
 */
export function useAbortOnUnmount(endpointName: string, arg: unknown): void {
  const dispatch = useAppDispatch();
  const pendingAbort = useRef<number | undefined>(undefined);
  useEffect(() => {
    window.clearTimeout(pendingAbort.current);
    return () => {
      pendingAbort.current = window.setTimeout(() => {
        // The base API is typed without endpoints; features inject theirs, so the name is checked by the caller.
        const running = dispatch(baseApi.util.getRunningQueryThunk(endpointName as never, arg as never)) as
          | { abort?: () => void }
          | undefined;
        running?.abort?.();
      }, 0);
    };
  }, [dispatch, endpointName, arg]);
}
