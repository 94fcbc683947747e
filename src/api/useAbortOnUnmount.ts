import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
// api/ lies below app/, so it cannot take app/hooks' typed dispatch; this one dispatches only the base API's thunk.
// eslint-disable-next-line no-restricted-imports
import { useDispatch } from 'react-redux';
import { baseApi } from './baseApi';

/** Spec §8: RTK Query keeps a query running after its last subscriber unmounts, so leaving the page aborts it.
 *  Deferred by a task so React's StrictMode remount does not abort it. */
export function useAbortOnUnmount(endpointName: string, arg: unknown): void {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
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
