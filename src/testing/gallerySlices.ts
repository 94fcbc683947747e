import { rootReducer } from '@/app/store';
import { pageSlices } from '@/features/gallery/GalleryPage';

/** What the app's page loader does when the gallery's chunk loads: its slices join the root reducer. */
export function injectGallerySlices(): void {
  for (const slice of pageSlices) rootReducer.inject(slice, { overrideExisting: true });
}
