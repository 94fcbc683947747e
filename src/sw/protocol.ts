/**
 * What a page and the app's service worker (src/sw/sw.ts) say to each other. When a new worker takes a page over, the
 * page asks whether the scripts it runs belong to that worker's version: a page that loaded the new version from the
 * network (a reload right after a deploy) needs no notice; a page still running an older one is told politely.
 */
export const VERSION_QUERY = 'projetos/is-current-version';

export interface VersionQuery {
  type: typeof VERSION_QUERY;
  /** Absolute URLs of the page's scripts (`<script src>`). */
  scripts: string[];
}

export interface VersionAnswer {
  /** Every script of the page belongs to the worker's version. */
  current: boolean;
}

export function isVersionQuery(data: unknown): data is VersionQuery {
  if (typeof data !== 'object' || data === null) return false;
  const { type, scripts } = data as Partial<VersionQuery>;
  return type === VERSION_QUERY && Array.isArray(scripts) && scripts.every((script) => typeof script === 'string');
}

export function isVersionAnswer(data: unknown): data is VersionAnswer {
  return typeof data === 'object' && data !== null && typeof (data as Partial<VersionAnswer>).current === 'boolean';
}
