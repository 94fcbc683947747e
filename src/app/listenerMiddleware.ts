import { addListener, createListenerMiddleware, isRejectedWithValue, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { AppError } from './baseApi';
import type { AppDispatch, RootState } from './store';

export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/**
 * Spec §8: failed fetches are logged as `Fetch data failed: <reason>`, once, after the retries.
 * An aborted request (the visitor left the page) is not a failure worth logging.
 */
export function startFetchErrorLogging(): () => void {
  return startAppListening({
    predicate: (action: UnknownAction): action is PayloadAction<AppError> =>
      isRejectedWithValue(action) && isAppError(action.payload),
    effect: ({ payload }) => {
      if (payload.status !== 'ABORTED') console.error(payload.message);
    },
  });
}
