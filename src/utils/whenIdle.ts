/**
 * Runs `task` when the browser is next idle (`requestIdleCallback`, at the latest after `timeout` ms when given),
 * or after `fallbackMs` where the browser has no idle callbacks (Safari). Returns the function that cancels it.
 */
export function whenIdle(task: () => void, { fallbackMs, timeout }: { fallbackMs: number; timeout?: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(timer);
}
