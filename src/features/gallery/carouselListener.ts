import { addAppListener } from '@/app/hooks';
import { AUTO_ADVANCE_MS } from '@/config/constants';
import { autoAdvanced } from './carouselSlice';
import { selectAutoAdvanceOn, selectMainImageCount } from './selectors';

/**
 * The auto-advance timer (spec §4, §9): a listener, so that Redux DevTools time travel, which passes through no
 * middleware, never starts one. An action that switches auto-advance on starts a fresh countdown; one that switches
 * it off stops it. The carousel adds it while on screen (the dispatch returns its removal).
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
