// The page registry (spec §2), read by the router, the menu, the prerender and build/earlyPages.ts, and the view of
// a page whose chunk is still loading.
// Relative imports only: webpack.config.ts loads it through ts-node, which has no `@/` alias.
import type { ComponentType } from 'react';
import type { Slice } from '@reduxjs/toolkit';
import { Icon, type IconProps } from '../components/icons';
import { PageHeading } from '../components/PageHeading';
import { HOME_PATH } from '../config/routes';
import { UsersLoading } from '../features/table/components/ThinkingFace';

/** A request index.html starts before the app has loaded. */
export type EarlyRequest = 'users' | 'location';

/** `pageSlices` are injected into the root reducer when the chunk loads. */
export interface PageModule {
  default: ComponentType;
  pageSlices?: readonly Slice[];
}

export interface Page {
  /** The page's `webpackChunkName` too: build/earlyPages.ts finds the chunk by it and fails the build when it cannot. */
  id: string;
  path: string;
  /** Other paths that show the same page (spec §2: `/` is the table). */
  aliases: readonly string[];
  name: string;
  Icon: ComponentType<IconProps>;
  /** Shown under the heading while the chunk loads (spec §2: the table's thinking face); drawn by the prerender too. */
  Loading?: ComponentType;
  load: () => Promise<PageModule>;
  earlyRequests: readonly EarlyRequest[];
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

export const PAGES: readonly Page[] = [
  {
    id: 'table',
    path: '/pages/filter',
    aliases: [HOME_PATH],
    name: 'Ordenação e Filtro',
    Icon: TableIcon,
    Loading: UsersLoading,
    load: () => import(/* webpackChunkName: "table" */ '../features/table/TablePage').then((m) => ({ default: m.TablePage })),
    earlyRequests: ['users'],
  },
  {
    id: 'gallery',
    path: '/pages/gallery',
    aliases: [],
    name: 'Galeria',
    Icon: GalleryIcon,
    load: () =>
      import(/* webpackChunkName: "gallery" */ '../features/gallery/GalleryPage').then((m) => ({
        default: m.GalleryPage,
        pageSlices: m.pageSlices,
      })),
    earlyRequests: [],
  },
  {
    id: 'clock',
    path: '/pages/time',
    aliases: [],
    name: 'Hora Atual',
    Icon: ClockIcon,
    load: () => import(/* webpackChunkName: "clock" */ '../features/clock/ClockPage').then((m) => ({ default: m.ClockPage })),
    earlyRequests: ['location'],
  },
];

/** A page before its chunk has run (spec §2: the table's thinking face); the prerendered paint draws the same. */
export function PageLoading({ page }: { page: Pick<Page, 'name' | 'Loading'> }) {
  return (
    <>
      <PageHeading>{page.name}</PageHeading>
      {page.Loading && <page.Loading />}
    </>
  );
}
