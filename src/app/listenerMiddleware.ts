import { isRejectedWithValue, type Middleware, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppError } from './baseApi';
import type { AppDispatch, RootState } from './store';

/**
 * The typed `startListening` of a listener middleware; features receive it to add their listeners. The listener
 * middleware itself is created by the feature that needs one, in its own chunk, and added to the store then
 * (`store.addMiddleware`, see setupStore): nothing on the first page a visitor opens needs it.
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/**
 * Spec §8: failed fetches are logged as `Fetch data failed: <reason>`, once, after the retries.
 * An aborted request (the visitor left the page) is not a failure worth logging.
 */
export const fetchErrorLogging: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action) && isAppError(action.payload) && action.payload.status !== 'ABORTED') {
    console.error(action.payload.message);
  }
  return next(action);
};
