import { addListener, createSelector, type TypedStartListening } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

// The only place that imports the raw react-redux hooks (enforced by ESLint's no-restricted-imports).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
export const createAppSelector = createSelector.withTypes<RootState>();

/**
 * The typed `startListening` of a store's listener middleware (one per store, see setupStore); features receive it
 * to add their listeners. A listener that comes with a lazily loaded chunk is added by dispatching `addAppListener`
 * (features/gallery/carouselListener.ts, albumsListeners.ts).
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
/** Redux Toolkit's `addListener`, typed for this app's state and dispatch. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
