// The visitor's album operations (spec §4): DECISIONS, **Album operations: one path, through a thunk**. Thunks, so
// Redux DevTools time travel, which replays events, never writes storage.
import type { RootState } from '@/app/store';
import { connectAlbums, type GalleryThunk } from './albumsListeners';
import { selectAlbums } from './albumsSlice';
import type { CommitResult } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, albumsImported, mainToggled } from './galleryEvents';
import type { AlbumChange } from './storedAlbums';
import type { Album } from './types';

function commit(change: AlbumChange): GalleryThunk<CommitResult> {
  return (dispatch, getState) => dispatch(connectAlbums()).commit(change, selectAlbums(getState()));
}

/** The album as the visitor saw it when the change began: the editor's copy as opened, else the list's. */
function shownBefore(state: RootState, id: number): Album | undefined {
  const original = state.editor?.original;
  if (original && original.id === id) return { ...original, id };
  return selectAlbums(state).find((album) => album.id === id);
}

/** 'Adicionar Novo Álbum'. The id is the creation timestamp (spec §3), made once, here. */
export function addAlbum({ title, images, isMain }: Omit<Album, 'id'>): GalleryThunk<void> {
  return (dispatch) => {
    const album: Album = { id: Date.now(), title, images, isMain };
    dispatch(albumAdded(dispatch(commit({ kind: 'add', album }))));
  };
}

/** 'Salve alterações'. */
export function saveAlbum(album: Album): GalleryThunk<void> {
  return (dispatch, getState) => {
    const before = shownBefore(getState(), album.id);
    dispatch(albumSaved(dispatch(commit({ kind: 'save', album, before }))));
  };
}

/** 'Deletar Álbum', once confirmed. */
export function deleteAlbum(id: number): GalleryThunk<void> {
  return (dispatch, getState) => {
    const before = selectAlbums(getState()).find((album) => album.id === id);
    dispatch(albumDeleted(dispatch(commit({ kind: 'delete', id, before }))));
  };
}

/** 'Álbum principal' toggled in the editor; `albumId` is null for a new album, not in the list yet. */
export function toggleMain({ albumId, isMain }: { albumId: number | null; isMain: boolean }): GalleryThunk<void> {
  return (dispatch) => {
    const committed = albumId === null ? undefined : dispatch(commit({ kind: 'main', id: albumId, isMain }));
    dispatch(mainToggled({ isMain, committed }));
  };
}

/** "Importar álbuns": albums checked and given free ids and titles by albumBackup.planImport. */
export function importAlbums(albums: Album[]): GalleryThunk<void> {
  return (dispatch) => {
    dispatch(albumsImported(dispatch(commit({ kind: 'import', albums }))));
  };
}

export function storedBackupText(key: string): GalleryThunk<string | null> {
  return (dispatch) => dispatch(connectAlbums()).backupText(key);
}
