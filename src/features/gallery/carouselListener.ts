import { startAppListening } from '@/app/listenerMiddleware';
import type { RootState } from '@/app/store';
import { AUTO_ADVANCE_MS } from './carouselRules';
import { autoAdvanced, isPlaying } from './carouselSlice';

/** Images of the album marked main (spec §2 part 1); 0 when no album is main. */
export const selectMainImageCount = (state: RootState): number =>
  state.albums.items.find((album) => album.isMain)?.images.length ?? 0;

/**
 * spec §4: the carousel advances every 4500 ms unless the album is expanded or a manual step stopped it (isPlaying);
 * WCAG 2.2.2 (docs/DECISIONS.md, "Gallery"): not while paused, hovered, focused, hidden or under
 * prefers-reduced-motion, and only while a carousel is on screen with more than one image to show.
 */
export function selectAutoAdvanceOn(state: RootState): boolean {
  const carousel = state.carousel;
  return (
    carousel.active &&
    !carousel.expanded &&
    !carousel.hovered &&
    !carousel.focused &&
    !carousel.pageHidden &&
    isPlaying(carousel) &&
    selectMainImageCount(state) > 1
  );
}

/**
 * The auto-advance timer (architecture convention 12): a listener, so timers stay out of reducers and components,
 * and Redux DevTools time travel (which replaces the state without dispatching through the middleware) never
 * starts one. It reacts to actions only: an action that switches auto-advance on starts a fresh 4500 ms countdown,
 * one that switches it off stops it. Manual navigation switches it off (spec §4) until the expanded album is closed
 * or Play is pressed, which start a new countdown from zero.
 */
export function startCarouselAutoAdvance(): () => void {
  return startAppListening({
    predicate: (_action, current, previous) => selectAutoAdvanceOn(current) !== selectAutoAdvanceOn(previous),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (!selectAutoAdvanceOn(api.getState())) return;
      for (;;) {
        await api.delay(AUTO_ADVANCE_MS);
        api.dispatch(autoAdvanced({ count: selectMainImageCount(api.getState()) }));
      }
    },
  });
}
