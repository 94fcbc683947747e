import { useAppSelector } from '@/app/hooks';
import { useMediaQuery } from '@/hooks/useMediaQuery';
import { NARROW_MENU_MAX_WIDTH, isMenuShownOpen, selectMenuChoice } from './uiSlice';

const NARROW_QUERY = `(max-width: ${NARROW_MENU_MAX_WIDTH}px)`;

/** Whether the menu is shown open, and whether it is the narrow screen's modal drawer. Without matchMedia: wide. */
export function useMenuState(): { isOpen: boolean; isNarrow: boolean; isDrawer: boolean } {
  const choice = useAppSelector(selectMenuChoice);
  const isNarrow = useMediaQuery(NARROW_QUERY, false);
  const isOpen = isMenuShownOpen(choice, isNarrow);
  return { isOpen, isNarrow, isDrawer: isOpen && isNarrow };
}
