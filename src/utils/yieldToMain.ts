/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between. Start-up
 * work is split this way into tasks a slow phone runs in under 50 ms each (what Lighthouse counts as blocking).
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it; elsewhere a 0 ms timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
