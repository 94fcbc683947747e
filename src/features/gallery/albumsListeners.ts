import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { addAppListener } from '@/app/hooks';
import type { AppStore, RootState } from '@/app/store';
import { storageChangedElsewhere } from '@/storage/persistence';
import { albumsCommitted, albumsLoaded, albumsRefreshed } from './albumsSlice';
import { ALBUMS_FORMAT_KEY, ALBUMS_KEY, createAlbumsStorage, type AlbumsStorage } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, albumsImported, mainToggled } from './galleryEvents';
import { sameAlbum, type AlbumChange } from './storedAlbums';
import type { Album } from './types';

/**
 * The album as the visitor saw it when the change began: the editor's copy as it was opened (another tab may have
 * changed the album while the editor was open), else the list's.
 */
function shownBefore(state: RootState, id: number): Album | undefined {
  const original = state.editor?.original;
  if (original && original.id === id) return { ...original, id };
  return state.albums.items.find((album) => album.id === id);
}

const sameAlbums = (a: readonly Album[], b: readonly Album[]): boolean =>
  a.length === b.length && a.every((album, index) => sameAlbum(album, b[index]));

/** The visitor's change an action stands for, as an operation on stored albums; null for any other action. */
export function albumChangeOf(action: UnknownAction, before: RootState): AlbumChange | null {
  if (albumAdded.match(action)) return { kind: 'add', album: { ...action.payload, title: action.payload.title.trim() } };
  if (albumSaved.match(action)) {
    const album = { ...action.payload, title: action.payload.title.trim() };
    return { kind: 'save', album, before: shownBefore(before, album.id) };
  }
  if (albumDeleted.match(action)) {
    return { kind: 'delete', id: action.payload, before: before.albums.items.find((album) => album.id === action.payload) };
  }
  if (mainToggled.match(action) && action.payload.albumId !== null) {
    return { kind: 'main', id: action.payload.albumId, isMain: action.payload.isMain };
  }
  if (albumsImported.match(action)) return { kind: 'import', albums: action.payload };
  return null;
}

const ALBUM_KEYS = new Set([ALBUMS_KEY, ALBUMS_FORMAT_KEY]);

/**
 * The gallery's storage for `store`, connected on the first call (the gallery's first mount; a test passes storage of
 * its own), so the first page a visitor opens neither loads nor runs any of it. Connecting reads the stored albums
 * into the store (`albumsLoaded`) and adds who writes and reads them after, and after which action
 * (docs/ARCHITECTURE.md, "Storage rules"):
 * - a visitor's album event (`albumAdded`, `albumSaved`, `albumDeleted`, `mainToggled`, `albumsImported`), right
 *   after the reducers showed it: read what storage holds, apply the change, write (albumsStorage.commit), then
 *   show what was stored. Listeners run only for real actions, so Redux DevTools time travel never writes storage;
 * - another tab's change of `albums`, `albums.format` or a cleared storage: show what storage holds now
 *   (albumsStorage.refresh), as a reload would. Reading never writes.
 * Later calls return the same storage (the backup download reads through it).
 */
export function connectAlbums(store: AppStore, given?: AlbumsStorage): AlbumsStorage {
  // Kept on the store, not in this module: a hot-reloaded version of it (npm start) finds the connection made.
  if (store.albumsStorage) return store.albumsStorage;
  const storage = given ?? createAlbumsStorage();
  store.albumsStorage = storage;
  store.dispatch(albumsLoaded(storage.read()));
  store.dispatch(
    addAppListener({
      matcher: isAnyOf(albumAdded, albumSaved, albumDeleted, mainToggled, albumsImported),
      effect: (action, api) => {
        const change = albumChangeOf(action, api.getOriginalState());
        if (!change) return;
        const committed = storage.commit(change);
        const { albums } = api.getState();
        // Reported only when there is something to tell or to show: in the common case (stored as shown) the
        // visitor's own action stays the last one in the DevTools log, so skipping it there shows the state without it.
        const sameAsShown = committed.albums !== undefined && sameAlbums(committed.albums, albums.items);
        const quiet = committed.outcome === 'saved' && sameAsShown && !committed.conflict && !committed.backupKey;
        if (!quiet || albums.storageUnavailable) {
          api.dispatch(albumsCommitted(sameAsShown ? { ...committed, albums: undefined } : committed));
        }
      },
    }),
  );
  store.dispatch(
    addAppListener({
      actionCreator: storageChangedElsewhere,
      effect: ({ payload: { key } }, api) => {
        if (key === null || ALBUM_KEYS.has(key)) api.dispatch(albumsRefreshed(storage.refresh()));
      },
    }),
  );
  return storage;
}
