import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storageAvailabilityChanged } from '@/storage/persistence';
import type { AlbumNotice, AlbumsRead, AlbumsRefresh, CommitResult } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, albumsImported, mainToggled } from './galleryEvents';
import type { Album } from './types';

/**
 * Spec §3: the albums, stored under the key `albums` (albumsStorage.ts writes it, only when the visitor changes
 * albums). Not stored, about storage, for the gallery to tell the visitor:
 * - `saveFailed`: the last change could not be written (storage full, or refused); it lives only in this tab;
 * - `storageUnavailable`: nothing can be stored at all (blocked site data), every album will be gone when the tab
 *   closes (spec §8 only logs storage failures; a visitor who loses work without a word is worse);
 * - `newerFormat`: a newer version of the app wrote the albums; this tab does not save over them (reload);
 * - `backupKey`: the key where an unreadable stored value was copied before the first save over it;
 * - `notices`: changes of another tab that met this tab's (albumsStorage.AlbumNotice).
 */
export interface AlbumsState {
  /** Storage has been read (the gallery's first mount, albumsListeners.connectAlbums): until then `items` is empty. */
  loaded?: boolean;
  items: Album[];
  saveFailed: boolean;
  storageUnavailable?: boolean;
  newerFormat?: boolean;
  backupKey?: string | null;
  notices?: AlbumNotice[];
}

export const initialAlbumsState: AlbumsState = {
  loaded: false,
  items: [],
  saveFailed: false,
  storageUnavailable: false,
  newerFormat: false,
  backupKey: null,
  notices: [],
};

/** At most this many notices are kept: the newest, so a burst of changes in another tab cannot grow the page. */
const KEPT_NOTICES = 5;

function addNotices(state: AlbumsState, notices: readonly AlbumNotice[]) {
  if (notices.length > 0) state.notices = [...(state.notices ?? []), ...notices].slice(-KEPT_NOTICES);
}

/** Spec §3: at most one album is main. */
function keepOnlyMain(items: Album[], mainId: number) {
  for (const album of items) album.isMain = album.id === mainId;
}

export const albumsSlice = createSlice({
  name: 'albums',
  initialState: initialAlbumsState,
  reducers: {
    /**
     * Storage read, once per store, when the gallery first mounts. What was already found about storage (the
     * start-up write probe: `storageAvailabilityChanged`) stays.
     */
    albumsLoaded(state, { payload }: PayloadAction<AlbumsRead & { unavailable: boolean }>) {
      state.loaded = true;
      state.items = payload.albums;
      state.newerFormat = state.newerFormat === true || payload.newerFormat;
      state.storageUnavailable = state.storageUnavailable === true || payload.unavailable;
    },
    /** A change of the visitor was saved, or not (albumsStorage.commit): saved, the list is what storage holds. */
    albumsCommitted(state, { payload }: PayloadAction<CommitResult>) {
      if (payload.albums) state.items = payload.albums;
      state.saveFailed = payload.outcome === 'full' || payload.outcome === 'failed';
      if (payload.outcome === 'unavailable') state.storageUnavailable = true;
      if (payload.outcome === 'saved') state.storageUnavailable = false;
      if (payload.outcome === 'newer') state.newerFormat = true;
      if (payload.backupKey) state.backupKey = payload.backupKey;
      if (payload.conflict) addNotices(state, [payload.conflict]);
    },
    /** Another tab changed storage: the list is what storage holds now, as a reload would show it. */
    albumsRefreshed(state, { payload }: PayloadAction<AlbumsRefresh>) {
      state.items = payload.albums;
      state.newerFormat = payload.newerFormat;
      addNotices(state, payload.notices);
    },
    saveFailedDismissed(state) {
      state.saveFailed = false;
    },
    noticesDismissed(state) {
      state.notices = [];
    },
    backupNoticeDismissed(state) {
      state.backupKey = null;
    },
  },
  extraReducers: (builder) => {
    builder
      // Storage can be used (again) or not at all (a settings write found out): the gallery says so while it cannot.
      .addCase(storageAvailabilityChanged, (state, action) => {
        state.storageUnavailable = !action.payload;
      })
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

export const {
  albumsLoaded,
  albumsCommitted,
  albumsRefreshed,
  backupNoticeDismissed,
  noticesDismissed,
  saveFailedDismissed,
} = albumsSlice.actions;
export const { selectAlbums, selectSaveFailed } = albumsSlice.selectors;
type WithAlbums = { albums: AlbumsState };
export const selectAlbumsLoaded = (state: WithAlbums): boolean => state.albums.loaded !== false;
export const selectStorageUnavailable = (state: WithAlbums): boolean => state.albums.storageUnavailable === true;
export const selectNewerFormat = (state: WithAlbums): boolean => state.albums.newerFormat === true;
export const selectBackupKey = (state: WithAlbums): string | null => state.albums.backupKey ?? null;
const NO_NOTICES: AlbumNotice[] = [];
export const selectAlbumNotices = (state: WithAlbums): AlbumNotice[] => state.albums.notices ?? NO_NOTICES;
