/** Longest wait for frames: a hidden tab paints none, and the work must still happen. */
const NO_FRAME_FALLBACK_MS = 100;

/**
 * Frames to wait: the one that shows the visitor's action, and two more, so that it has been presented before the
 * heavier work starts (see below).
 */
const FRAMES_TO_WAIT = 3;

/**
 * Runs `task` once the frame that follows now has been painted and presented (a few frames later), and returns a
 * function that cancels it.
 *
 * An interaction should first paint what the visitor did (the typed character, the chosen option), then do the
 * heavier work it started (re-filtering and re-sorting the table). React's transitions allow a paint in between
 * but do not make one happen: at 208 rows the transition often ran before the frame and pushed the key's paint
 * past 16 ms (docs/DECISIONS.md, "A table change reaches the URL after the next paint"). So the task waits for frames to start, and then for a task of its own so that it does not
 * delay the frame it was queued from. A frame that has started is not yet on screen: its raster and presentation
 * run on other threads, and on this 2-core machine the work competed with them. Waiting one frame left about
 * one interaction in twenty painting late in the table bench. On the sort popup's column picker, 600 arrow keys
 * each, two frames left 8 painting late and three frames none (a plain select with no handlers: none either).
 * The price is that the table follows the key about 16 ms later.
 */
export function afterPaintPresented(task: () => void): () => void {
  let afterFrames: number | undefined;
  let framesLeft = FRAMES_TO_WAIT;
  const onFrame = () => {
    framesLeft -= 1;
    if (framesLeft > 0) {
      frame = window.requestAnimationFrame(onFrame);
      return;
    }
    window.clearTimeout(fallback);
    afterFrames = window.setTimeout(task, 0);
  };
  let frame = window.requestAnimationFrame(onFrame);
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
