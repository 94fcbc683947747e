import type { Compilation } from 'webpack';
import { PAGES, type EarlyRequest } from '../src/app/pages';
import { pagePaths } from '../src/config/routes';
import { USERS_LIMIT } from '../src/config/services';
import type { ServiceUrls } from './siteSettings';

/** One request as index.html's early-requests script starts it. */
interface EarlyPageRequest {
  url: string;
  params: Record<string, string>;
  /** The location URL to ask with the IP this request returns. */
  geo?: string;
}

/** One page as index.html's early-requests script sees it. */
interface EarlyPage {
  /** Which page the prerendered first paint shows (`data-prerender-route`, src/prerender). */
  id: string;
  /** Route paths, lower case, as React Router matches them (src/app/pages.tsx PAGES). */
  paths: string[];
  /** The page's own chunk files (not those of the entry), preloaded beside the entry. */
  scripts: string[];
  /** Requests the page makes as soon as it mounts. */
  requests: EarlyPageRequest[];
}

/**
 * Each early request a page of the registry may name, built exactly as the app builds it (usersServiceUrl,
 * ipServiceUrl, geoServiceUrl), so the app can take the answer over.
 */
const EARLY_REQUESTS: Record<EarlyRequest, (urls: ServiceUrls) => EarlyPageRequest> = {
  users: (urls) => ({ url: urls.users, params: { limit: String(USERS_LIMIT) } }),
  location: (urls) => ({ url: urls.ip, params: {}, geo: urls.geo }),
};

/**
 * What index.html starts before the app's code has run (docs/DECISIONS.md, "Early requests from `index.html`"), for
 * each page of the registry (src/app/pages.tsx PAGES): its chunk, found by the page's id (its webpackChunkName),
 * and the service requests it makes at once.
 */
export function earlyPages(compilation: Compilation, urls: ServiceUrls): EarlyPage[] {
  const entryFiles = new Set([...(compilation.entrypoints.get('main')?.chunks ?? [])].flatMap((chunk) => [...chunk.files]));
  const scriptsOf = (chunkName: string) => {
    const group = compilation.namedChunkGroups.get(chunkName);
    if (!group) throw new Error(`No chunk named ${chunkName}: a page's webpackChunkName in src/app/pages.tsx is its id`);
    return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js') && !entryFiles.has(file));
  };
  return PAGES.map((page) => ({
    id: page.id,
    paths: pagePaths(page).map((path) => path.toLowerCase()),
    scripts: scriptsOf(page.id),
    requests: page.earlyRequests.map((request) => EARLY_REQUESTS[request](urls)),
  }));
}

/** JSON that is safe inside an inline `<script>` (no `</script>` or `<!--` can be formed). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
