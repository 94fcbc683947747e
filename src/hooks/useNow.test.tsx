import { act, render, screen } from '@testing-library/react';
import { createTicker, useNow, type Ticker } from './useNow';

const START = Date.UTC(2026, 10, 22, 16, 5, 9, 250);
const everySecond = (now: number) => 1000 - (((now % 1000) + 1000) % 1000);
const everyHalfSecond = (now: number) => 500 - (((now % 500) + 500) % 500);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

interface ProbeProps {
  ticker: Ticker;
  select: (now: number) => string | number;
  renders: { count: number };
}

function countRender(renders: { count: number }) {
  renders.count += 1;
}

/** Renders the selected value and counts its renders. */
function Probe({ ticker, select, renders }: ProbeProps) {
  const value = useNow(ticker, select);
  countRender(renders);
  return <output>{value}</output>;
}

const seconds = (now: number) => Math.floor(now / 1000);

describe('useNow', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    // Back to jsdom's own getter.
    delete (document as { visibilityState?: unknown }).visibilityState;
  });

  it('should give the current time on the first render', () => {
    const ticker = createTicker(everySecond);
    jest.setSystemTime(START + 60_000);
    const renders = { count: 0 };
    render(<Probe ticker={ticker} select={(now) => now} renders={renders} />);
    expect(screen.getByRole('status')).toHaveTextContent(String(START + 60_000));
  });

  it('should tick on the boundaries the ticker asks for, reading the clock each time', () => {
    const ticker = createTicker(everySecond);
    const renders = { count: 0 };
    render(<Probe ticker={ticker} select={seconds} renders={renders} />);
    const first = Math.floor(START / 1000);
    expect(screen.getByRole('status')).toHaveTextContent(String(first));
    act(() => jest.advanceTimersByTime(749));
    expect(screen.getByRole('status')).toHaveTextContent(String(first));
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(String(first + 1));
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent(String(first + 6));
  });

  it('should re-render only when the selected value changes', () => {
    const ticker = createTicker(everyHalfSecond);
    const renders = { count: 0 };
    render(<Probe ticker={ticker} select={seconds} renders={renders} />);
    const initial = renders.count;
    // 10 s at a 500 ms cadence is 20 ticks but only 10 new seconds.
    for (let i = 0; i < 20; i += 1) act(() => jest.advanceTimersByTime(500));
    expect(renders.count - initial).toBe(10);
  });

  it('should re-run the selection when it closes over a new prop', () => {
    const ticker = createTicker(everySecond);
    const renders = { count: 0 };
    const { rerender } = render(<Probe ticker={ticker} select={(now) => `a${seconds(now)}`} renders={renders} />);
    rerender(<Probe ticker={ticker} select={(now) => `b${seconds(now)}`} renders={renders} />);
    expect(screen.getByRole('status')).toHaveTextContent(`b${Math.floor(START / 1000)}`);
  });

  it('should never count ticks: after a jump of the clock the next tick shows the real time', () => {
    const ticker = createTicker(everySecond);
    const renders = { count: 0 };
    render(<Probe ticker={ticker} select={seconds} renders={renders} />);
    // The machine slept for an hour: the pending timer fires late, once.
    jest.setSystemTime(START + 3_600_000);
    act(() => jest.advanceTimersByTime(750));
    expect(screen.getByRole('status')).toHaveTextContent(String(Math.floor((START + 3_600_750) / 1000)));
    expect(jest.getTimerCount()).toBe(1);
  });

  it('should share one timer between every listener of a ticker', () => {
    const ticker = createTicker(everySecond);
    const renders = { count: 0 };
    render(
      <>
        <Probe ticker={ticker} select={seconds} renders={renders} />
        <Probe ticker={ticker} select={seconds} renders={renders} />
        <Probe ticker={ticker} select={seconds} renders={renders} />
      </>,
    );
    expect(jest.getTimerCount()).toBe(1);
    expect(ticker.isRunning()).toBe(true);
  });

  it('should clear its timer and listener when the last component unmounts', () => {
    const ticker = createTicker(everySecond);
    const removeListener = jest.spyOn(document, 'removeEventListener');
    const renders = { count: 0 };
    const { unmount } = render(<Probe ticker={ticker} select={seconds} renders={renders} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(ticker.isRunning()).toBe(false);
    expect(removeListener).toHaveBeenCalledWith('visibilitychange', expect.any(Function));
    removeListener.mockRestore();
  });

  it('should pause while the document is hidden and be correct at once when it is visible again', () => {
    const ticker = createTicker(everySecond);
    const renders = { count: 0 };
    render(<Probe ticker={ticker} select={seconds} renders={renders} />);
    act(() => setVisibility('hidden'));
    expect(jest.getTimerCount()).toBe(0);
    const before = renders.count;
    act(() => jest.advanceTimersByTime(300_000));
    expect(renders.count).toBe(before);
    // Visible again: correct before any timer runs (React renders the store change synchronously).
    act(() => setVisibility('visible'));
    expect(screen.getByRole('status')).toHaveTextContent(String(Math.floor((START + 300_000) / 1000)));
    expect(jest.getTimerCount()).toBe(1);
  });

  it('should not start a timer when mounted in a hidden document', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const ticker = createTicker(everySecond);
    const renders = { count: 0 };
    render(<Probe ticker={ticker} select={seconds} renders={renders} />);
    expect(jest.getTimerCount()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent(String(Math.floor(START / 1000)));
  });

  it('should return the raw time without a selection', () => {
    const ticker = createTicker(everySecond);
    function Raw() {
      return <output>{useNow(ticker)}</output>;
    }
    render(<Raw />);
    expect(screen.getByRole('status')).toHaveTextContent(String(START));
  });

  describe('after a jump of the wall clock (sleep, manual or network correction)', () => {
    const everyMinute = (now: number) => 60_000 - (((now % 60_000) + 60_000) % 60_000);
    const minutes = (now: number) => Math.floor(now / 60_000);

    /** A minute display checked by a half-second ticker that a clock on the same page keeps running. */
    function renderMinuteProbe() {
      const fast = createTicker(everyHalfSecond);
      const minute = createTicker(everyMinute, { checkWith: fast });
      render(
        <>
          <Probe ticker={minute} select={minutes} renders={{ count: 0 }} />
          <Probe ticker={fast} select={seconds} renders={{ count: 0 }} />
        </>,
      );
      return { fast, minute };
    }
    const minuteShown = () => screen.getAllByRole('status')[0];

    it.each([
      ['forward', 60_000],
      ['back', -60_000],
      ['forward by a day', 86_400_000],
    ])('should show the current minute within one fast tick after a jump %s', (_label, jump) => {
      renderMinuteProbe();
      expect(minuteShown()).toHaveTextContent(String(minutes(START)));
      // The system time moves; the pending timers keep their elapsed-time delays, as a real jump does.
      act(() => jest.setSystemTime(Date.now() + jump));
      act(() => jest.advanceTimersByTime(500));
      expect(minuteShown()).toHaveTextContent(String(minutes(START + 500 + jump)));
    });

    it('should not tick the slow ticker on fast ticks while no jump happened', () => {
      renderMinuteProbe();
      const first = minutes(START);
      // START is 16:05:09.250: the next minute is 50 750 ms away.
      act(() => jest.advanceTimersByTime(50_749));
      expect(minuteShown()).toHaveTextContent(String(first));
      act(() => jest.advanceTimersByTime(1));
      expect(minuteShown()).toHaveTextContent(String(first + 1));
    });

    it('should replace, not orphan, its own timer when a fast tick takes its overdue tick (one tick, no timer left)', () => {
      const fast = createTicker(everyHalfSecond);
      const minute = createTicker(everyMinute, { checkWith: fast });
      const minuteTicks = jest.fn();
      const stopMinute = minute.subscribe(minuteTicks);
      const stopFast = fast.subscribe(() => undefined);
      expect(jest.getTimerCount()).toBe(2);
      minuteTicks.mockClear();
      // The wall clock jumps 90 s, past the minute's due time: the next fast tick takes the minute's tick.
      act(() => jest.setSystemTime(Date.now() + 90_000));
      act(() => jest.advanceTimersByTime(500));
      expect(minuteTicks).toHaveBeenCalledTimes(1);
      expect(jest.getTimerCount()).toBe(2);
      // Now 16:06:39.750: the next minute is 20.25 s away, the old timer's elapsed-time delay ended 50.25 s away.
      // Only the first may tick.
      minuteTicks.mockClear();
      act(() => jest.advanceTimersByTime(51_000));
      expect(minuteTicks).toHaveBeenCalledTimes(1);
      stopMinute();
      stopFast();
      expect(jest.getTimerCount()).toBe(0);
    });

    it('should never start the faster ticker itself, and stop checking when its last listener leaves', () => {
      const fast = createTicker(everyHalfSecond);
      const minute = createTicker(everyMinute, { checkWith: fast });
      const checked = jest.fn();
      const unsubscribe = minute.subscribe(checked);
      expect(fast.isRunning()).toBe(false);
      const stopFast = fast.subscribe(() => undefined);
      checked.mockClear();
      act(() => jest.setSystemTime(Date.now() + 120_000));
      act(() => jest.advanceTimersByTime(500));
      expect(checked).toHaveBeenCalledTimes(1);
      unsubscribe();
      checked.mockClear();
      act(() => jest.setSystemTime(Date.now() + 120_000));
      act(() => jest.advanceTimersByTime(500));
      expect(checked).not.toHaveBeenCalled();
      expect(minute.isRunning()).toBe(false);
      stopFast();
    });
  });
});
