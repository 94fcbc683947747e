import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, AppStore, InjectableSlice, RootState } from '@/app/store';
import { addCarouselListeners } from './carouselListener';
import { carouselSlice } from './carouselSlice';
import { editorSlice } from './editorSlice';

/** The gallery's own slices: in the store only once the gallery has been opened (LazyLoadedSlices in app/store.ts). */
export const GALLERY_SLICES: readonly InjectableSlice[] = [carouselSlice, editorSlice];

const storesWithGallery = new WeakSet<AppStore>();

/**
 * Gives `store` what only the gallery needs, the first time the gallery renders (GalleryPage): its slices (carousel,
 * editor) and its listeners (the carousel timer) in a listener middleware of their own. They load with the
 * gallery's chunk, not with the first page a visitor opens. Later calls for the same store do nothing.
 */
export function addGalleryToStore(store: AppStore): void {
  if (storesWithGallery.has(store)) return;
  storesWithGallery.add(store);
  GALLERY_SLICES.forEach((slice) => store.injectSlice(slice));
  const listener = createListenerMiddleware();
  addCarouselListeners(listener.startListening.withTypes<RootState, AppDispatch>());
  store.addMiddleware(listener.middleware);
}
