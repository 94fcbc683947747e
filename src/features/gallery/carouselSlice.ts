import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import { clampIndex, nextIndex, prevIndex } from './carouselRules';

/** Spec §2 parts 1 and 4, §4. The timer is carouselListener.ts; each pause reason is an action (WCAG 2.2.2). */
export interface CarouselState {
  index: number;
  expanded: boolean;
  active: boolean;
  paused: boolean;
  motionAllowed: boolean;
  stoppedByNavigation: boolean;
  hovered: boolean;
  focused: boolean;
  pageHidden: boolean;
  reducedMotion: boolean;
}

export const initialCarouselState: CarouselState = {
  index: 0,
  expanded: false,
  active: false,
  paused: false,
  motionAllowed: false,
  stoppedByNavigation: false,
  hovered: false,
  focused: false,
  pageHidden: false,
  reducedMotion: false,
};

type Count = PayloadAction<{ count: number }>;

function backToFirst(state: CarouselState) {
  state.index = 0;
}

/** The carousel moves as far as the visitor is concerned; the pause/play button shows Play otherwise. */
export const isPlaying = (state: CarouselState): boolean =>
  !state.paused && !state.stoppedByNavigation && (!state.reducedMotion || state.motionAllowed);

function stopByNavigation(state: CarouselState) {
  state.stoppedByNavigation = true;
}

export const carouselSlice = createSlice({
  name: 'carousel',
  initialState: initialCarouselState,
  reducers: {
    viewerStarted(state) {
      state.active = true;
    },
    viewerStopped(state) {
      state.active = false;
      state.hovered = false;
      state.focused = false;
      state.expanded = false;
      // Coming back to the gallery shows the carousel in normal view again.
      state.stoppedByNavigation = false;
    },
    /** Spec §4: manual steps wrap around and stop the timer; they carry the image count for the wrap. */
    navigatedNext(state, action: Count) {
      state.index = nextIndex(state.index, action.payload.count);
      stopByNavigation(state);
    },
    navigatedPrevious(state, action: Count) {
      state.index = prevIndex(state.index, action.payload.count);
      stopByNavigation(state);
    },
    /** spec §4: a dot button jumps to its image. */
    navigatedTo(state, action: PayloadAction<{ index: number; count: number }>) {
      state.index = clampIndex(action.payload.index, action.payload.count);
      stopByNavigation(state);
    },
    /** The listener's tick (spec §9). */
    autoAdvanced(state, action: Count) {
      state.index = nextIndex(state.index, action.payload.count);
    },
    albumExpanded(state) {
      state.expanded = true;
    },
    /** Spec §4: closing the expanded album is the return to normal view, which restarts the timer. */
    albumCollapsed(state) {
      state.expanded = false;
      state.stoppedByNavigation = false;
    },
    /** Play restarts a carousel stopped by a manual step, and overrides a reduced-motion preference. */
    playToggled(state) {
      if (isPlaying(state)) {
        state.paused = true;
      } else {
        state.paused = false;
        state.stoppedByNavigation = false;
        state.motionAllowed = true;
      }
    },
    hoverChanged(state, action: PayloadAction<boolean>) {
      state.hovered = action.payload;
    },
    focusChanged(state, action: PayloadAction<boolean>) {
      state.focused = action.payload;
    },
    visibilityChanged(state, action: PayloadAction<{ hidden: boolean }>) {
      state.pageHidden = action.payload.hidden;
    },
    reducedMotionChanged(state, action: PayloadAction<boolean>) {
      state.reducedMotion = action.payload;
    },
  },
  extraReducers: (builder) => {
    // spec §4: saving and toggling 'Álbum principal' reset it; so do adding and deleting, which may move the flag.
    builder
      .addCase(albumSaved, backToFirst)
      .addCase(albumAdded, backToFirst)
      .addCase(albumDeleted, backToFirst)
      .addCase(mainToggled, backToFirst);
  },
  selectors: {
    selectCarouselState: (state) => state,
    selectIsExpanded: (state) => state.expanded,
    selectIsPlaying: isPlaying,
  },
});

export const {
  viewerStarted,
  viewerStopped,
  navigatedNext,
  navigatedPrevious,
  navigatedTo,
  autoAdvanced,
  albumExpanded,
  albumCollapsed,
  playToggled,
  hoverChanged,
  focusChanged,
  visibilityChanged,
  reducedMotionChanged,
} = carouselSlice.actions;
/** The initial state until the gallery's page loader has injected the slice. */
export const { selectCarouselState, selectIsExpanded, selectIsPlaying } = carouselSlice.getSelectors(
  (state: { carousel?: CarouselState }) => state.carousel ?? initialCarouselState,
);

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's module augmentation for lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {}
}
