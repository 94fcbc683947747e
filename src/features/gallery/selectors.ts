import { createAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { selectAlbums } from './albumsSlice';
import { clampIndex } from './carouselRules';
import { selectCarouselState, selectIsPlaying } from './carouselSlice';
import type { Album } from './types';

/** spec §2 part 1: the album marked main (at most one, spec §3), or null. */
export const selectMainAlbum = createAppSelector([selectAlbums], (albums): Album | null => albums.find((album) => album.isMain) ?? null);

/** Images of the album marked main (spec §2 part 1); 0 when no album is main. */
export const selectMainImageCount = (state: RootState): number => selectMainAlbum(state)?.images.length ?? 0;

/** The carousel position, always inside the main album (images may have been removed meanwhile). */
export const selectCarouselIndex = createAppSelector(
  [selectMainAlbum, (state: RootState) => selectCarouselState(state).index],
  (album, index) => clampIndex(index, album?.images.length ?? 0),
);

/** spec §4 auto-advance, and WCAG 2.2.2: not while paused, hovered, focused or hidden, nor with one image. */
export function selectAutoAdvanceOn(state: RootState): boolean {
  const carousel = selectCarouselState(state);
  return (
    carousel.active &&
    !carousel.expanded &&
    !carousel.hovered &&
    !carousel.focused &&
    !carousel.pageHidden &&
    selectIsPlaying(state) &&
    selectMainImageCount(state) > 1
  );
}
