/** Longest wait for frames: a hidden tab paints none, and the work must still happen. */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Runs `task` once the browser has painted the frame that follows now, and returns a function that cancels it.
 *
 * An interaction should first paint what the visitor did (the typed character, the chosen option), then do the
 * heavier work it started (re-filtering and re-sorting the table). React's transitions allow a paint in between
 * but do not make one happen: at 208 rows the transition often ran before the frame and pushed the key's paint
 * past 16 ms (issue 3). The task waits for the start of the frame after next, by which time the first one is on
 * screen, and then for a task of its own so it does not delay that second frame either. Waiting for one frame
 * only was measured too: the work then competed with the first frame's raster on this 2-core machine, and about
 * one interaction in twenty still painted late.
 */
export function afterNextPaint(task: () => void): () => void {
  let afterFrames: number | undefined;
  let frame = window.requestAnimationFrame(() => {
    frame = window.requestAnimationFrame(() => {
      window.clearTimeout(fallback);
      afterFrames = window.setTimeout(task, 0);
    });
  });
  const fallback = window.setTimeout(() => {
    window.cancelAnimationFrame(frame);
    task();
  }, NO_FRAME_FALLBACK_MS);
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(fallback);
    window.clearTimeout(afterFrames);
  };
}
