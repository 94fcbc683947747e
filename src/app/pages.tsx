import type { ComponentType } from 'react';
import { Icon, type IconProps } from '@/components/icons';
import type { PageId } from '@/config/routes';
import { UsersLoading } from '@/features/table/components/ThinkingFace';

/** A page's chunk, as React.lazy takes it. */
export type PageChunk = { default: ComponentType };

/** The part of a page that is code: what the page registry's data (config/routes.ts PAGES) cannot hold. */
export interface PageCode {
  /**
   * Loads the page's chunk (React.lazy's loader; the menu calls it too, on intent). Its `webpackChunkName` is the
   * page's id: build/earlyPages.ts finds the chunk by that name for index.html to preload, and fails the
   * build when it cannot.
   */
  load: () => Promise<PageChunk>;
  /** The page's menu icon, drawn here because the menu is in the entry, not in the page's chunk. */
  Icon: ComponentType<IconProps>;
  /**
   * What the page shows under its heading until its data is in, if it waits (spec §2: the table's thinking face).
   * In the entry, so that the page area shows it while the chunk loads, and the prerendered first paint draws it.
   */
  Loading?: ComponentType;
}

function TableIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 10h18M3 15h18M9 4v16" />
    </Icon>
  );
}

function GalleryIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 17-5-5-9 8" />
    </Icon>
  );
}

function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

/**
 * The page registry, its code half: per page of config/routes.ts PAGES (the type asks for each id, and only those),
 * its chunk and its menu icon. One chunk per page: the entry holds only the shell (docs/DECISIONS.md, "Declarative
 * HashRouter").
 */
export const PAGE_CODE: { readonly [Id in PageId]: PageCode } = {
  table: {
    load: () => import(/* webpackChunkName: "table" */ '@/features/table/TablePage').then((m) => ({ default: m.TablePage })),
    Icon: TableIcon,
    Loading: UsersLoading,
  },
  gallery: {
    load: () => import(/* webpackChunkName: "gallery" */ '@/features/gallery/GalleryPage').then((m) => ({ default: m.GalleryPage })),
    Icon: GalleryIcon,
  },
  clock: {
    load: () => import(/* webpackChunkName: "clock" */ '@/features/clock/ClockPage').then((m) => ({ default: m.ClockPage })),
    Icon: ClockIcon,
  },
};
