import { createAppSelector } from '@/app/hooks';
import { selectAlbums } from './albumsSlice';
import { clampIndex } from './carouselRules';
import type { RootState } from '@/app/store';
import type { Album } from './types';

/** spec §2 part 1: the album marked main (at most one, spec §3), or null. */
export const selectMainAlbum = createAppSelector([selectAlbums], (albums): Album | null => albums.find((album) => album.isMain) ?? null);

/** The carousel position, always inside the main album (images may have been removed meanwhile). */
export const selectCarouselIndex = createAppSelector(
  [selectMainAlbum, (state: RootState) => state.carousel.index],
  (album, index) => clampIndex(index, album?.images.length ?? 0),
);
