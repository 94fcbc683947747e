import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/app/hooks';
import { NARROW_MENU_MAX_WIDTH, isMenuShownOpen, selectMenuChoice } from './uiSlice';

const NARROW_QUERY = `(max-width: ${NARROW_MENU_MAX_WIDTH}px)`;

/** `fallback` where the browser cannot tell (no `matchMedia`, as in jsdom). */
function useMediaQuery(query: string, fallback: boolean): boolean {
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

/** Whether the menu is shown open, and whether it is the narrow screen's modal drawer. Without matchMedia: wide. */
export function useMenuState(): { isOpen: boolean; isNarrow: boolean; isDrawer: boolean } {
  const choice = useAppSelector(selectMenuChoice);
  const isNarrow = useMediaQuery(NARROW_QUERY, false);
  const isOpen = isMenuShownOpen(choice, isNarrow);
  return { isOpen, isNarrow, isDrawer: isOpen && isNarrow };
}
