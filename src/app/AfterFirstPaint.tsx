import { useEffect, useRef, type ReactNode } from 'react';

interface AfterFirstPaintProps {
  /** Called once, after the app's first commit. */
  onPainted: () => void;
  children: ReactNode;
}

/**
 * Calls `onPainted` once the app has first been committed. The first render is a transition, whose effects React
 * runs after the browser has painted it, so work started from here (the idle preloads, the service worker) waits
 * for the first page instead of competing with it. Once only, also under StrictMode, which runs mount effects twice
 * in development.
 */
export function AfterFirstPaint({ onPainted, children }: AfterFirstPaintProps) {
  const called = useRef(false);
  const firstOnPainted = useRef(onPainted);
  useEffect(() => {
    if (called.current) return;
    called.current = true;
    firstOnPainted.current();
  }, []);
  return children;
}
