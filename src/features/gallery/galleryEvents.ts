// The events of the visitor's album operations (albumOperations.ts), each carrying what the commit left; the
// albums, editor and carousel slices all handle them, so they live apart from any slice.
import { createAction } from '@reduxjs/toolkit';
import type { CommitResult } from './albumsStorage';

export const albumAdded = createAction<CommitResult>('albums/albumAdded');

export const albumSaved = createAction<CommitResult>('albums/albumSaved');

export const albumDeleted = createAction<CommitResult>('albums/albumDeleted');

/** No `committed` for a new album: it takes the flag when it is added (spec §4: list and editor at once). */
export const mainToggled = createAction<{ isMain: boolean; committed?: CommitResult }>('editor/mainToggled');

export const albumsImported = createAction<CommitResult>('albums/albumsImported');
