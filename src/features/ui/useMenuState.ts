import { useAppSelector } from '@/app/hooks';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { NARROW_MENU_MAX_WIDTH, isMenuShownOpen, selectMenuChoice } from './uiSlice';

const NARROW_QUERY = `(max-width: ${NARROW_MENU_MAX_WIDTH}px)`;

/**
 * What the menu shows now: open or collapsed, and whether the screen is narrow (below 720 px), where the open menu
 * is a modal drawer over the page. Without matchMedia (jsdom) the screen counts as wide.
 */
export function useMenuState(): { isOpen: boolean; isNarrow: boolean; isDrawer: boolean } {
  const choice = useAppSelector(selectMenuChoice);
  const isNarrow = useMediaQuery(NARROW_QUERY, false);
  const isOpen = isMenuShownOpen(choice, isNarrow);
  return { isOpen, isNarrow, isDrawer: isOpen && isNarrow };
}
