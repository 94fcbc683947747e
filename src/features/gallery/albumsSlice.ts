import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { AlbumsRead, AlbumsRefresh, CommitResult } from './albumsStorage';
import { albumAdded, albumDeleted, albumSaved, albumsImported, mainToggled } from './galleryEvents';
import type { Album, AlbumNotice } from './types';

/** Spec §3: the albums as storage holds them, and what the gallery tells about storage. */
export interface AlbumsState {
  /** Storage has been read (the gallery's first mount): until then `items` is empty. */
  loaded: boolean;
  items: Album[];
  saveFailed: boolean;
  storageUnavailable: boolean;
  newerFormat: boolean;
  backupKey: string | null;
  notices: AlbumNotice[];
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

/** Only the newest notices are kept, so a burst of changes in another tab cannot grow the page. */
const KEPT_NOTICES = 5;

function addNotices(state: AlbumsState, notices: readonly AlbumNotice[]) {
  if (notices.length > 0) state.notices = [...state.notices, ...notices].slice(-KEPT_NOTICES);
}

function showCommitted(state: AlbumsState, committed: CommitResult) {
  state.items = committed.albums;
  state.saveFailed = committed.outcome === 'full' || committed.outcome === 'failed';
  if (committed.outcome === 'unavailable') state.storageUnavailable = true;
  if (committed.outcome === 'saved') state.storageUnavailable = false;
  if (committed.outcome === 'newer') state.newerFormat = true;
  if (committed.backupKey) state.backupKey = committed.backupKey;
  if (committed.conflict) addNotices(state, [committed.conflict]);
}

export const albumsSlice = createSlice({
  name: 'albums',
  initialState: initialAlbumsState,
  reducers: {
    /** Storage read, once per store, on the gallery's first mount. */
    albumsLoaded(state, { payload }: PayloadAction<AlbumsRead & { unavailable: boolean }>) {
      state.loaded = true;
      state.items = payload.albums;
      state.newerFormat = payload.newerFormat;
      state.storageUnavailable = payload.unavailable;
    },
    /** Another tab changed storage: the list becomes what a reload would show. */
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
      .addCase(mainToggled, (state, { payload }) => {
        if (payload.committed) showCommitted(state, payload.committed);
      })
      .addMatcher(isAnyOf(albumAdded, albumSaved, albumDeleted, albumsImported), (state, { payload }) => {
        showCommitted(state, payload);
      });
  },
  selectors: {
    selectAlbums: (state) => state.items,
    selectSaveFailed: (state) => state.saveFailed,
    selectAlbumsLoaded: (state) => state.loaded,
    selectStorageUnavailable: (state) => state.storageUnavailable,
    selectNewerFormat: (state) => state.newerFormat,
    selectBackupKey: (state) => state.backupKey,
    selectAlbumNotices: (state) => state.notices,
  },
});

export const {
  albumsLoaded,
  albumsRefreshed,
  backupNoticeDismissed,
  noticesDismissed,
  saveFailedDismissed,
} = albumsSlice.actions;
/** The initial state until the gallery's page loader has injected the slice. */
export const {
  selectAlbums,
  selectSaveFailed,
  selectAlbumsLoaded,
  selectStorageUnavailable,
  selectNewerFormat,
  selectBackupKey,
  selectAlbumNotices,
} = albumsSlice.getSelectors((state: { albums?: AlbumsState }) => state.albums ?? initialAlbumsState);

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's module augmentation for lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof albumsSlice> {}
}
