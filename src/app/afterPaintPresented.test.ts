import { afterPaintPresented } from './afterPaintPresented';

/** Frames that start before the task runs (at most 10, past which the contract is broken anyway). */
function framesBeforeTask(task: jest.Mock): number {
  let frames = 0;
  while (task.mock.calls.length === 0 && frames < 10) {
    jest.advanceTimersToNextFrame();
    frames += 1;
    jest.advanceTimersByTime(1);
  }
  return frames;
}

describe('afterPaintPresented', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should never run the task within the frame that paints the change, and run it once a few frames later', () => {
    const task = jest.fn();
    afterPaintPresented(task);
    expect(task).not.toHaveBeenCalled();
    // Not in the frame that shows the visitor's action: it must have been presented first.
    const frames = framesBeforeTask(task);
    expect(frames).toBeGreaterThan(1);
    expect(frames).toBeLessThanOrEqual(4);
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('should not run a cancelled task', () => {
    const task = jest.fn();
    const cancel = afterPaintPresented(task);
    jest.advanceTimersToNextFrame();
    cancel();
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it('should still run the task once when no frame comes (a hidden tab)', () => {
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const task = jest.fn();
    afterPaintPresented(task);
    jest.advanceTimersByTime(100);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
    requestFrame.mockRestore();
  });
});
