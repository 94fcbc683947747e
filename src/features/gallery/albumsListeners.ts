import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { addAppListener } from '@/app/hooks';
import type { RootState, ThunkExtra } from '@/app/store';
import { storageChangedElsewhere } from '@/storage/persistence';
import { albumsLoaded, albumsRefreshed } from './albumsSlice';
import { ALBUMS_FORMAT_KEY, ALBUMS_KEY, createAlbumsStorage, type AlbumsStorage } from './albumsStorage';

/** A gallery thunk: the albums' storage comes as the store's extra argument (app/store.ts ThunkExtra). */
export type GalleryThunk<R> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

const ALBUM_KEYS = new Set([ALBUMS_KEY, ALBUMS_FORMAT_KEY]);

/**
 * The store's albums storage, connected on the first call: the gallery's first mount (a test gives its own), so the
 * first page a visitor opens neither loads nor runs any of it. Connecting reads the albums into the store, probes
 * whether storage takes writes, and listens for another tab's change of them, which shows what storage holds now, as
 * a reload would; reading never writes. Kept in the extra argument, so a hot-reloaded gallery (npm start) finds the
 * same one.
 */
export function connectAlbums(given?: AlbumsStorage): GalleryThunk<AlbumsStorage> {
  return (dispatch, _getState, extra) => {
    if (extra.albumsStorage) return extra.albumsStorage;
    const storage = given ?? createAlbumsStorage();
    extra.albumsStorage = storage;
    const read = storage.read();
    // Told before the visitor's first save, so nothing is typed in vain.
    dispatch(albumsLoaded({ ...read, unavailable: read.unavailable || storage.refusesWrites() }));
    dispatch(
      addAppListener({
        actionCreator: storageChangedElsewhere,
        effect: ({ payload: { key } }, api) => {
          if (key === null || ALBUM_KEYS.has(key)) api.dispatch(albumsRefreshed(storage.refresh()));
        },
      }),
    );
    return storage;
  };
}
