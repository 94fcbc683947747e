import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredField } from '@/app/persistence';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import { mergeAlbumLists, sanitizeStoredAlbums } from './storedAlbums';
import type { Album } from './types';

/**
 * Spec §3: the albums, persisted under the key `albums` as a plain JSON array (default empty list).
 * `saveFailed` is not persisted: it tells the gallery that the last write of `albums` failed (issue 5), so the
 * visitor learns that the album lives only in this tab.
 */
export interface AlbumsState {
  items: Album[];
  saveFailed: boolean;
}

export const initialAlbumsState: AlbumsState = { items: [], saveFailed: false };

/** Spec §3 storage key. */
export const ALBUMS_STORAGE_KEY = 'albums';

/**
 * Checks what is stored under `albums` (spec §3, §8; issue 5: older or hand-edited data). Anything but an array
 * is unusable (the engine logs it once and the default is used); an array is repaired by `sanitizeStoredAlbums`
 * and what was repaired is reported in one warning.
 */
export function parseStoredAlbums(stored: unknown): Album[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const { albums, problems } = sanitizeStoredAlbums(stored);
  if (problems.length > 0) console.warn(`Stored "${ALBUMS_STORAGE_KEY}" repaired: ${problems.join('; ')}.`);
  return albums;
}

/** Quietly reads a raw stored value (a `storage` event's `oldValue`); anything unusable counts as no albums. */
export function readAlbumsQuietly(raw: string | null): Album[] {
  if (raw === null) return [];
  try {
    return sanitizeStoredAlbums(JSON.parse(raw)).albums;
  } catch {
    return [];
  }
}

/** Which state field is stored under which key (STORAGE_LAYOUT in app/store.ts). */
export const albumsStorageFields: Record<'items', StoredField<unknown>> = {
  items: { storageKey: ALBUMS_STORAGE_KEY, parse: parseStoredAlbums, expected: 'a list of albums' },
};

/** Spec §3: at most one album is main. */
function keepOnlyMain(items: Album[], mainId: number) {
  for (const album of items) album.isMain = album.id === mainId;
}

export const albumsSlice = createSlice({
  name: 'albums',
  initialState: initialAlbumsState,
  reducers: {
    /**
     * Another tab wrote `albums` (the `storage` event): three-way merge with what storage held before that write,
     * so that no album created in either tab is lost (storedAlbums.ts).
     */
    albumsSynced(state, action: PayloadAction<{ incoming: Album[]; previous: Album[] }>) {
      state.items = mergeAlbumLists(state.items, action.payload.incoming, action.payload.previous);
    },
    /** The browser refused to store `albums` (quota, storage disabled): the albums stay in memory only. */
    saveFailed(state) {
      state.saveFailed = true;
    },
    saveFailedDismissed(state) {
      state.saveFailed = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(albumAdded, (state, { payload }) => {
        // Ids are creation timestamps (spec §3); two albums added within one millisecond still get distinct ids.
        const taken = state.items.some((album) => album.id === payload.id);
        const id = taken ? Math.max(...state.items.map((album) => album.id)) + 1 : payload.id;
        state.items.push({ ...payload, id, title: payload.title.trim() });
        if (payload.isMain) keepOnlyMain(state.items, id);
        state.saveFailed = false;
      })
      .addCase(albumSaved, (state, { payload }) => {
        const album = { ...payload, title: payload.title.trim() };
        const index = state.items.findIndex((item) => item.id === album.id);
        // Deleted meanwhile in another tab: the visitor's edits are kept rather than lost.
        if (index === -1) state.items.push(album);
        else state.items[index] = album;
        if (album.isMain) keepOnlyMain(state.items, album.id);
        state.saveFailed = false;
      })
      .addCase(albumDeleted, (state, { payload: id }) => {
        state.items = state.items.filter((album) => album.id !== id);
        state.saveFailed = false;
      })
      .addCase(mainToggled, (state, { payload: { albumId, isMain } }) => {
        // spec §4: at once in the list; a new album (not in the list yet) takes the flag when it is added.
        const album = state.items.find((item) => item.id === albumId);
        if (!album) return;
        if (isMain) keepOnlyMain(state.items, album.id);
        else album.isMain = false;
      });
  },
  selectors: {
    selectAlbums: (state) => state.items,
    selectSaveFailed: (state) => state.saveFailed,
  },
});

export const { albumsSynced, saveFailed, saveFailedDismissed } = albumsSlice.actions;
export const { selectAlbums, selectSaveFailed } = albumsSlice.selectors;
