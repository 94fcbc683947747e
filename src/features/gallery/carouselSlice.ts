import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { albumAdded, albumDeleted, albumSaved, mainToggled } from './galleryEvents';
import { clampIndex, nextIndex, prevIndex } from './carouselRules';

/**
 * Spec §2 part 1 (main viewer) and part 4 (expanded album), spec §4 carousel rules.
 * The auto-advance timer itself lives in carouselListener.ts; this slice holds what it depends on, each pause
 * reason arriving as an action (WCAG 2.2.2, issue 5):
 * - `active`: a carousel is on screen (started and stopped by the gallery page);
 * - `paused` / `motionAllowed`: the visitor's pause/play button (play also overrides prefers-reduced-motion);
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
  hovered: false,
  focused: false,
  pageHidden: false,
  reducedMotion: false,
};

type Count = PayloadAction<{ count: number }>;

function backToFirst(state: CarouselState) {
  state.index = 0;
}

/** The visitor sees the carousel moving: neither paused by the button nor held back by reduced motion. */
export const isPlaying = (state: CarouselState): boolean => !state.paused && (!state.reducedMotion || state.motionAllowed);

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
    },
    /** Manual navigation (buttons, arrow keys, swipe): spec §4, previous and next wrap around. */
    navigatedNext(state, action: Count) {
      state.index = nextIndex(state.index, action.payload.count);
    },
    navigatedPrevious(state, action: Count) {
      state.index = prevIndex(state.index, action.payload.count);
    },
    /** spec §4: a dot button jumps to its image. */
    navigatedTo(state, action: PayloadAction<{ index: number; count: number }>) {
      state.index = clampIndex(action.payload.index, action.payload.count);
    },
    /** The listener's tick, every 4500 ms (spec §9). */
    autoAdvanced(state, action: Count) {
      state.index = nextIndex(state.index, action.payload.count);
    },
    albumExpanded(state) {
      state.expanded = true;
    },
    albumCollapsed(state) {
      state.expanded = false;
    },
    /** The pause/play button. Play after a reduced-motion preference is the visitor's explicit choice. */
    playToggled(state) {
      if (isPlaying(state)) {
        state.paused = true;
      } else {
        state.paused = false;
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
export const { selectCarouselState, selectIsExpanded, selectIsPlaying } = carouselSlice.selectors;
