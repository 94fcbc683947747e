import { createSelector, type TypedStartListening } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

// The only place that imports the raw react-redux hooks (enforced by ESLint's no-restricted-imports).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
export const createAppSelector = createSelector.withTypes<RootState>();

/**
 * The typed `startListening` of a listener middleware; features receive it to add their listeners. The listener
 * middleware itself is created by the feature that needs one, in its own chunk, and added to the store then
 * (`store.addMiddleware`, see setupStore): nothing on the first page a visitor opens needs it.
 */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
