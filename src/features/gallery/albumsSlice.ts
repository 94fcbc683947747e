import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredField } from '@/app/persistence';
import { albumAdded, albumDeleted, albumSaved, albumsImported, mainToggled } from './galleryEvents';
import { mergeAlbums, sanitizeStoredAlbums } from './storedAlbums';
import type { Album } from './types';

/**
 * Spec §3: the albums, persisted under the key `albums` as a plain JSON array (default empty list).
 * Not persisted: `saveFailed` tells the gallery that the last write of `albums` failed, so the visitor learns that
 * the album lives only in this tab; `storageUnavailable` that nothing can be stored at all (blocked site data, or
 * every write refused), so every album will be gone when the tab closes (spec §8 only logs storage failures; a
 * visitor who loses work without a word is worse, see docs/DECISIONS.md).
 */
export interface AlbumsState {
  items: Album[];
  saveFailed: boolean;
  storageUnavailable?: boolean;
}

export const initialAlbumsState: AlbumsState = { items: [], saveFailed: false, storageUnavailable: false };

/** Spec §3 storage key. */
export const ALBUMS_STORAGE_KEY = 'albums';

/** At most this many repairs are listed in the warning; a huge stored list must not produce a huge log line. */
const LISTED_PROBLEMS = 10;

/**
 * Checks what is stored under `albums` (spec §3, §8: older or hand-edited data). Anything but an array is
 * unusable (the engine logs it once and the default is used); an array is repaired by `sanitizeStoredAlbums`
 * and what was repaired is reported in one warning.
 */
export function parseStoredAlbums(stored: unknown): Album[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const { albums, problems } = sanitizeStoredAlbums(stored);
  if (problems.length > 0) {
    const more = problems.length > LISTED_PROBLEMS ? ` and ${problems.length - LISTED_PROBLEMS} more` : '';
    console.warn(`Stored "${ALBUMS_STORAGE_KEY}" repaired: ${problems.slice(0, LISTED_PROBLEMS).join('; ')}${more}.`);
  }
  return albums;
}

/** Which state field is stored under which key (STORAGE_LAYOUT in app/store.ts). */
export const albumsStorageFields: Record<'items', StoredField<unknown>> = {
  items: {
    storageKey: ALBUMS_STORAGE_KEY,
    parse: parseStoredAlbums,
    expected: 'a list of albums',
    // Tabs share the list: what another tab wrote is merged, never overwritten (storedAlbums.mergeAlbums).
    merge: (base, mine, theirs) => mergeAlbums(base as Album[] | undefined, mine as Album[], theirs as Album[] | undefined),
  },
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
     * Another tab wrote `albums`: three-way merge of this tab's albums with what storage holds now (`theirs`),
     * `base` being what this tab last knew storage to hold, so that no album created in either tab is lost
     * (storedAlbums.mergeAlbums).
     */
    albumsSynced(state, action: PayloadAction<{ base: Album[] | undefined; theirs: Album[] | undefined }>) {
      state.items = mergeAlbums(action.payload.base, state.items, action.payload.theirs);
    },
    /** Storage can be used (again) or not at all: the gallery says so while it cannot. */
    storageAvailabilityChanged(state, action: PayloadAction<boolean>) {
      state.storageUnavailable = !action.payload;
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
        // A loop, not Math.max(...ids): spreading a very long list overflows the call stack.
        let id = payload.id;
        if (taken) for (const album of state.items) if (album.id >= id) id = album.id + 1;
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
      .addCase(albumsImported, (state, { payload }) => {
        const taken = new Set(state.items.map((album) => album.id));
        for (const album of payload) if (!taken.has(album.id)) state.items.push({ ...album, isMain: false });
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

export const { albumsSynced, saveFailed, saveFailedDismissed, storageAvailabilityChanged } = albumsSlice.actions;
export const { selectAlbums, selectSaveFailed } = albumsSlice.selectors;
export const selectStorageUnavailable = (state: { albums: AlbumsState }): boolean => state.albums.storageUnavailable === true;
