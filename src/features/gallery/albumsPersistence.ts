import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { albumsCommitted, type AlbumsState } from './albumsSlice';
import type { AlbumsStorage } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, albumsImported, mainToggled } from './galleryEvents';
import { sameAlbum, type AlbumChange } from './storedAlbums';
import type { Album } from './types';

/** The part of the root state read here (the editor slice is injected with the gallery's chunk). */
interface StateWithAlbums {
  albums: AlbumsState;
  editor?: { original: (Omit<Album, 'id'> & { id: number | null }) | null };
}

/**
 * The album as the visitor saw it when the change began: the editor's copy as it was opened (another tab may have
 * changed the album while the editor was open), else the list's.
 */
function shownBefore(state: StateWithAlbums, id: number): Album | undefined {
  const original = state.editor?.original;
  if (original && original.id === id) return { ...original, id };
  return state.albums.items.find((album) => album.id === id);
}

const sameAlbums = (a: readonly Album[], b: readonly Album[]): boolean =>
  a.length === b.length && a.every((album, index) => sameAlbum(album, b[index]));

/** The visitor's change an action stands for, as an operation on stored albums; null for any other action. */
export function albumChangeOf(action: UnknownAction, before: StateWithAlbums): AlbumChange | null {
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

/**
 * Saves every change the visitor makes to albums, right after the reducers showed it: read what storage holds,
 * apply the change, write (albumsStorage.commit), then show what was stored. Only real actions pass through
 * middleware, so Redux DevTools time travel never writes storage.
 */
export function albumsPersistence(storage: AlbumsStorage): Middleware<object, StateWithAlbums> {
  return (api) => (next) => (action) => {
    const before = api.getState();
    const result = next(action);
    const change = albumChangeOf(action as UnknownAction, before);
    if (!change) return result;
    const committed = storage.commit(change);
    const { albums } = api.getState();
    // Reported only when there is something to tell or to show: in the common case (stored as shown) the visitor's
    // own action stays the last one in the DevTools log, so skipping it there shows the state without it.
    const sameAsShown = committed.albums !== undefined && sameAlbums(committed.albums, albums.items);
    const quiet = committed.outcome === 'saved' && sameAsShown && !committed.conflict && !committed.backupKey;
    if (!quiet || albums.storageUnavailable) {
      api.dispatch(albumsCommitted(sameAsShown ? { ...committed, albums: undefined } : committed));
    }
    return result;
  };
}
