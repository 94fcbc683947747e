// The clock page's one cadence (spec §9's tick): every display, the minute ones too, selects its text from it and
// re-renders only when that text changes.
import { createTicker } from '@/hooks/useNow';
import { msUntilNextClockTick } from './clockMath';

/** spec §9: on the tick's boundaries, so the second shown is never late. */
export const clockTicker = createTicker(msUntilNextClockTick);
