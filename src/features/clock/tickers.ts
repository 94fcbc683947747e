/**
 * The two cadences of the clock page (spec §4, §9). Everything that shows hours and minutes only (greeting, date,
 * week, world clocks, day and year progress) changes on a minute boundary, so it listens to the minute ticker and
 * changes exactly on the minute; only the `HH:MM:SS` clock listens to the 500 ms ticker.
 */
import { createTicker } from '@/hooks/useNow';
import { msUntilNextClockTick, msUntilNextMinute } from './clockMath';

/** spec §9: the clock ticks every 500 ms, on half-second boundaries (the second shown is never late). */
export const clockTicker = createTicker(msUntilNextClockTick);

/**
 * Fires on every minute boundary: world clocks and progress "refresh continuously" (spec §4) at no cost. Checked on
 * every clock tick, so after a jump of the computer's clock no minute shown is stale for more than 500 ms.
 */
export const minuteTicker = createTicker(msUntilNextMinute, { checkWith: clockTicker });
