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

  it.each([
    ['an hour forward (the machine slept)', 3_600_000],
    ['a minute forward', 60_000],
    ['a minute back', -60_000],
    ['a day forward', 86_400_000],
  ])('should never count ticks: after the wall clock jumps %s, the next tick shows the real time', (_label, jump) => {
    const ticker = createTicker(everyHalfSecond);
    render(<Probe ticker={ticker} select={seconds} renders={{ count: 0 }} />);
    // The system time moves; the pending timer keeps its elapsed-time delay, as a real jump does.
    act(() => jest.setSystemTime(Date.now() + jump));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('status')).toHaveTextContent(String(seconds(START + 500 + jump)));
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
});
