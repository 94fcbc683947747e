/** Jest's modern fake clock, which @sinonjs/fake-timers hangs on each function it fakes. */
interface FakeClock {
  timers?: Map<number, { func: (...args: unknown[]) => unknown }>;
}

/** Jest's fake clock while one is installed (jest.useFakeTimers), else undefined. */
export const fakeClock = (): FakeClock | undefined => (setTimeout as unknown as { clock?: FakeClock }).clock;

/**
 * The callbacks waiting on Jest's fake clock, by function name, sorted (an inline arrow by the start of its source).
 * A test that counts timers asserts which ones they are, so a stray timer fails with its origin, not a bare count.
 */
export function pendingTimers(): string[] {
  const clock = fakeClock();
  if (!clock) throw new Error('pendingTimers() needs jest.useFakeTimers()');
  return [...(clock.timers?.values() ?? [])]
    .map(({ func }) => func.name || `anonymous ${String(func).replace(/\s+/g, ' ').slice(0, 160)}`)
    .sort();
}
