import { addListener, createSelector } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

// The only place that imports the raw react-redux hooks (enforced by ESLint's no-restricted-imports).
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
export const createAppSelector = createSelector.withTypes<RootState>();

/** One listener middleware per store; a lazily loaded chunk adds its listeners by dispatching `addAppListener`. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
