import {
  addListener,
  createListenerMiddleware,
  isRejectedWithValue,
  type ListenerMiddlewareInstance,
  type PayloadAction,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { addCarouselListeners } from '@/features/gallery/carouselListener';
import type { AppError } from './baseApi';
import type { AppDispatch, RootState } from './store';

/** The typed `startListening` of one store's listener middleware; features receive it to add their listeners. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** Adds a listener to whichever store the action is dispatched to: `store.dispatch(addAppListener({ … }))`. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
export type AppAddListener = typeof addAppListener;

function isAppError(value: unknown): value is AppError {
  return typeof value === 'object' && value !== null && 'message' in value && 'status' in value;
}

/**
 * Spec §8: failed fetches are logged as `Fetch data failed: <reason>`, once, after the retries.
 * An aborted request (the visitor left the page) is not a failure worth logging.
 */
export function addFetchErrorLogging(startAppListening: AppStartListening): () => void {
  return startAppListening({
    predicate: (action: UnknownAction): action is PayloadAction<AppError> =>
      isRejectedWithValue(action) && isAppError(action.payload),
    effect: ({ payload }) => {
      if (payload.status !== 'ABORTED') console.error(payload.message);
    },
  });
}

/**
 * One listener middleware per store (setupStore calls this), with the app's listeners added: two stores, such as
 * two tests' stores, never share a listener or a running timer. A listener for one store only is added by
 * dispatching `addAppListener` to it. The return type is the untyped instance because the store's own types are
 * computed from this middleware.
 */
export function createAppListenerMiddleware(): ListenerMiddlewareInstance {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
  addFetchErrorLogging(startAppListening);
  addCarouselListeners(startAppListening);
  return listenerMiddleware;
}
