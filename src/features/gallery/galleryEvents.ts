// Gallery events handled by more than one slice (architecture convention 3: actions are events; one event may
// update several slices). They live here, not in a slice file, so that albumsSlice, editorSlice and
// carouselSlice can all listen to them without importing each other.
import { createAction } from '@reduxjs/toolkit';
import type { Album } from './types';

/** What the editor hands over when a new album is added: everything but the id, which is made here. */
export type NewAlbum = Omit<Album, 'id'>;

/**
 * spec §4: 'Adicionar Novo Álbum'. The id is the creation timestamp (spec §3), made in `prepare` so reducers stay
 * pure. Handled by: albums (appends), editor (closes), carousel (back to the first image).
 */
export const albumAdded = createAction('albums/albumAdded', (album: NewAlbum) => ({
  payload: { id: Date.now(), title: album.title, images: album.images, isMain: album.isMain } satisfies Album,
}));

/** spec §4: 'Salve alterações'. Handled by: albums (replaces), editor (closes), carousel (first image). */
export const albumSaved = createAction<Album>('albums/albumSaved');

/** spec §4: 'Deletar Álbum', after the confirmation. Handled by: albums (removes), editor (closes), carousel. */
export const albumDeleted = createAction<number>('albums/albumDeleted');

/**
 * spec §4: 'Álbum principal' toggled in the editor. `albumId` is null for a new album not yet in the list.
 * Handled by: albums (the flag moves at once in the list), editor (draft), carousel (first image).
 */
export const mainToggled = createAction<{ albumId: number | null; isMain: boolean }>('editor/mainToggled');

/**
 * "Importar álbuns": albums read from a backup file, already checked with the editor's rules and given ids and
 * titles that are free in the list (albumBackup.planImport). Handled by: albums (appends, then they are saved).
 */
export const albumsImported = createAction<Album[]>('albums/albumsImported');
