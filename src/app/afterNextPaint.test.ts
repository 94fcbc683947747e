import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('should run the task after three frames have started, not before', () => {
    const task = jest.fn();
    afterNextPaint(task);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    // Queued from the third frame, so it does not delay that frame either.
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('should not run a cancelled task', () => {
    const task = jest.fn();
    const cancel = afterNextPaint(task);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersToNextFrame();
    cancel();
    jest.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
  });

  it('should still run the task once when no frame comes (a hidden tab)', () => {
    const requestFrame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    const task = jest.fn();
    afterNextPaint(task);
    jest.advanceTimersByTime(99);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    requestFrame.mockRestore();
  });
});
