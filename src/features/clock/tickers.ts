// The clock page's two cadences (spec §4, §9): only `HH:MM:SS` needs the clock tick; everything else changes on the
// minute.
import { createTicker } from '@/hooks/useNow';
import { msUntilNextClockTick, msUntilNextMinute } from './clockMath';

/** spec §9: on the tick's boundaries, so the second shown is never late. */
export const clockTicker = createTicker(msUntilNextClockTick);

/** Checked on every clock tick, so after a jump of the computer's clock no minute shown stays stale. */
export const minuteTicker = createTicker(msUntilNextMinute, { checkWith: clockTicker });
