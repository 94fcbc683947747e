/** Route paths (spec §2), in one place for the router and the side menu. */
export const ROUTES = {
  home: '/',
  table: '/pages/filter',
  gallery: '/pages/gallery',
  clock: '/pages/time',
} as const;
