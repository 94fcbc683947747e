import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Marks the frame of a sideways-scrolling box with where more content lies (`data-more-left`/`-right`). */
export function useScrollEdges(scrollerRef: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const scroller = scrollerRef.current;
    const frame = scroller?.parentElement;
    if (!scroller || !frame) return undefined;
    const update = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      frame.setAttribute('data-more-left', String(scroller.scrollLeft > 1));
      frame.setAttribute('data-more-right', String(max - scroller.scrollLeft > 1));
    };
    scroller.addEventListener('scroll', update, { passive: true });
    // The observer's first notice sets the marks: measuring on mount would force a layout before the first paint.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    if (observer) observer.observe(scroller);
    else update();
    return () => {
      scroller.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scrollerRef]);
}

/** True while printing (the dialog or emulated print media), so every row renders. */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.('print');
    // Rendered synchronously: the browser lays the page out for print right after `beforeprint` returns.
    const start = () => flushSync(() => setPrinting(true));
    const stop = () => setPrinting(false);
    const onMedia = (event: MediaQueryListEvent) => (event.matches ? start() : stop());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    media?.addEventListener?.('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
      media?.removeEventListener?.('change', onMedia);
    };
  }, []);
  return printing;
}
