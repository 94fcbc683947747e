import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import { clampIndex, nextIndex, prevIndex } from './carouselRules';

/**
 * Spec §2 part 1 (main viewer) and part 4 (expanded album), spec §4 carousel rules.
 * The auto-advance timer itself lives in carouselListener.ts; this slice holds what it depends on, each pause
 * reason arriving as an action (WCAG 2.2.2; docs/DECISIONS.md "Gallery"):
 * - `active`: a carousel is on screen (started and stopped by the gallery page);
 * - `paused` / `motionAllowed`: the visitor's pause/play button (play also overrides prefers-reduced-motion);
 * - `stoppedByNavigation`: the visitor stepped to an image by hand (spec §4 "Manual navigation stops the timer; it
 *   restarts on return to normal view"): it holds until the expanded album is closed, Play is pressed, or the
 *   visitor leaves the gallery and comes back;
 * - `hovered`, `focused`: pointer over, or focus inside, the carousel;
 * - `pageHidden`: the tab is hidden; `reducedMotion`: the visitor prefers reduced motion.
 * Navigation actions carry the image count so the wrap-around rule stays in the reducer.
 */
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

/**
 * The visitor sees the carousel moving: not paused by the button, not stopped by a manual step, not held back by
 * reduced motion. The pause/play button shows Play whenever this is false.
 */
export const isPlaying = (state: CarouselState): boolean =>
  !state.paused && !state.stoppedByNavigation && (!state.reducedMotion || state.motionAllowed);

/** Spec §4: manual navigation stops the timer. */
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
    /**
     * Manual navigation (buttons, arrow keys, swipe, dots), spec §4: previous and next wrap around, and the timer
     * stops until the return to normal view.
     */
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
    /** The listener's tick, every 4500 ms (spec §9). */
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
    /**
     * The pause/play button. Play restarts a carousel stopped by a manual step, and after a reduced-motion
     * preference it is the visitor's explicit choice.
     */
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
    // spec §4: saving and toggling 'Álbum principal' reset the carousel to the first image; so do adding and
    // deleting, which may change which album is main.
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
// Joins the root reducer when the gallery's chunk loads, so the first page carries none of it (Redux Toolkit's
// `combineSlices` injection; LazyLoadedSlices in app/store.ts). A hot-reloaded version (npm start) replaces the last.
rootReducer.inject(carouselSlice, { overrideExisting: true });

/**
 * Read from the root state, or the initial state until the slice's first action after it was injected.
 */
export const { selectCarouselState, selectIsExpanded, selectIsPlaying } = carouselSlice.getSelectors(
  (state: { carousel?: CarouselState }) => state.carousel ?? initialCarouselState,
);

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's module augmentation for lazy slices
  interface LazyLoadedSlices extends WithSlice<typeof carouselSlice> {}
}
