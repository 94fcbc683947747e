import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  // jsdom may have no idle callbacks at all: each test sets what it needs, and the originals come back after it.
  const names = ['requestIdleCallback', 'cancelIdleCallback'] as const;
  const originals = names.map((name) => Object.getOwnPropertyDescriptor(window, name));
  afterEach(() => {
    names.forEach((name, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(window, name, original);
      else delete (window as Partial<Window>)[name];
    });
    jest.useRealTimers();
  });

  it('should wait for an idle period where the browser has idle callbacks, with the timeout given', () => {
    const requestIdleCallback = jest.fn<number, [IdleRequestCallback, IdleRequestOptions?]>(() => 7);
    window.requestIdleCallback = requestIdleCallback;
    const cancelIdleCallback = jest.fn();
    window.cancelIdleCallback = cancelIdleCallback;
    const task = jest.fn();
    const cancel = whenIdle(task, { fallbackMs: 500, timeout: 2000 });
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('should run after the fallback delay where the browser has none, unless cancelled', () => {
    jest.useFakeTimers();
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = undefined;
    const task = jest.fn();
    whenIdle(task, { fallbackMs: 200 });
    jest.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, { fallbackMs: 200 })();
    jest.advanceTimersByTime(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
