import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following its changes (a window resized, a phone rotated). Where the browser
 * cannot tell (no `matchMedia`, as in jsdom), `fallback` is the answer.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback,
  );
}
