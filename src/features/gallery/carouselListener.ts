import { addAppListener } from '@/app/hooks';
import { AUTO_ADVANCE_MS } from '@/config/constants';
import { autoAdvanced } from './carouselSlice';
import { selectAutoAdvanceOn, selectMainImageCount } from './selectors';

/**
 * The auto-advance timer (architecture convention 12): a listener, so timers stay out of reducers and components,
 * and Redux DevTools time travel (which replaces the state without dispatching through the middleware) never
 * starts one. It reacts to actions only: an action that switches auto-advance on starts a fresh 4500 ms countdown,
 * one that switches it off stops it. Manual navigation switches it off (spec §4) until the expanded album is closed
 * or Play is pressed, which start a new countdown from zero.
 *
 * The carousel adds it to its store while it is on screen (`dispatch(carouselTimerAdded())` returns its removal:
 * Redux Toolkit's `addListener`), so it comes with the gallery's chunk and runs only in that carousel's store.
 */
export const carouselTimerAdded = () =>
  addAppListener({
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
