import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { IconProps } from '@/components/icons';
import { PAGES, type PageEntry, type PageId } from '@/config/routes';
import { PAGE_CODE, type PageChunk } from './pages';

/** A page as the app shows it: its registry entry (config/routes.ts), its code (app/pages.tsx) and its lazy page. */
export interface AppPage extends PageEntry {
  id: PageId;
  Icon: ComponentType<IconProps>;
  Loading?: ComponentType;
  /** Loads the page's chunk; the menu calls it when a visitor points at or focuses the page's link. */
  load: () => Promise<PageChunk>;
  /** The page, rendered once its chunk has loaded (React.lazy: the page area shows its loading state meanwhile). */
  Page: LazyExoticComponent<ComponentType>;
}

/** Every page, in menu order: the router, the side menu, the document titles and the prerender read this list. */
export const APP_PAGES: readonly AppPage[] = PAGES.map((page) => {
  const { load, Icon, Loading } = PAGE_CODE[page.id];
  return { ...page, Icon, Loading, load, Page: lazy(load) };
});
