import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { clampTitle, imagesThatFit } from './albumRules';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import type { Album } from './types';

/** The album in the editor: a copy of a listed album, or a new one (`id` null) that joins the list only when added. */
export interface AlbumDraft {
  id: number | null;
  title: string;
  images: string[];
  isMain: boolean;
}

/** Spec §2 parts 3 and 5. `session` counts openings, so images still being read never land in another draft. */
export interface EditorState {
  draft: AlbumDraft | null;
  original: AlbumDraft | null;
  session: number;
  expandedImage: number | null;
}

export const initialEditorState: EditorState = { draft: null, original: null, session: 0, expandedImage: null };

const EMPTY_DRAFT: AlbumDraft = { id: null, title: '', images: [], isMain: false };

function open(state: EditorState, draft: AlbumDraft) {
  state.draft = { ...draft, images: [...draft.images] };
  state.original = { ...draft, images: [...draft.images] };
  state.session += 1;
  state.expandedImage = null;
}

function close(state: EditorState) {
  state.draft = null;
  state.original = null;
  state.expandedImage = null;
}

/** spec §4: any edit (title, image added or removed, main toggled) marks the editor as changed. */
export function isDraftChanged(draft: AlbumDraft | null, original: AlbumDraft | null): boolean {
  if (!draft || !original) return false;
  return (
    draft.title !== original.title ||
    draft.isMain !== original.isMain ||
    draft.images.length !== original.images.length ||
    draft.images.some((src, index) => src !== original.images[index])
  );
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    /** spec §4: an album button opens the editor with a copy of that album. */
    albumOpened(state, action: PayloadAction<Album>) {
      open(state, action.payload);
    },
    /** spec §4: '+' puts an empty album (empty title, no images, not main) in the editor. */
    newAlbumStarted(state) {
      open(state, EMPTY_DRAFT);
    },
    /** spec §5/§9: the title is cut to its length. */
    titleChanged(state, action: PayloadAction<string>) {
      if (state.draft) state.draft.title = clampTitle(action.payload);
    },
    /** Images a thunk has checked and read; spec §5's limit holds here too. */
    imagesAdded(state, action: PayloadAction<{ session: number; images: string[] }>) {
      const { session, images } = action.payload;
      if (!state.draft || session !== state.session) return;
      const { accepted } = imagesThatFit(state.draft.images.length, images.length);
      state.draft.images.push(...images.slice(0, accepted));
    },
    /** spec §4: 'Excluir' in the expanded image, after the confirmation. */
    imageRemoved(state, action: PayloadAction<number>) {
      if (!state.draft) return;
      state.draft.images.splice(action.payload, 1);
      state.expandedImage = null;
    },
    imageExpanded(state, action: PayloadAction<number>) {
      if (state.draft && action.payload >= 0 && action.payload < state.draft.images.length) {
        state.expandedImage = action.payload;
      }
    },
    imageCollapsed(state) {
      state.expandedImage = null;
    },
    /** spec §4: the X button closes the editor and discards the copy. */
    editorClosed(state) {
      close(state);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(mainToggled, (state, { payload }) => {
        if (state.draft) state.draft.isMain = payload.isMain;
      })
      .addCase(albumAdded, close)
      .addCase(albumSaved, close)
      .addCase(albumDeleted, close);
  },
  selectors: {
    selectDraft: (state) => state.draft,
    selectEditorSession: (state) => state.session,
    selectExpandedImage: (state) => state.expandedImage,
    /** spec §4: the save button shows a highlighted state once anything changed. */
    selectIsDraftChanged: (state) => isDraftChanged(state.draft, state.original),
  },
});

export const { albumOpened, newAlbumStarted, titleChanged, imagesAdded, imageRemoved, imageExpanded, imageCollapsed, editorClosed } =
  editorSlice.actions;
/** The initial state until the gallery's page loader has injected the slice. */
export const { selectDraft, selectEditorSession, selectExpandedImage, selectIsDraftChanged } = editorSlice.getSelectors(
  (state: { editor?: EditorState }) => state.editor ?? initialEditorState,
);

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's module augmentation for lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof editorSlice> {}
}
