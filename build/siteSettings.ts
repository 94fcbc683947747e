import path from 'node:path';
import type { Configuration } from 'webpack';
import { FAKE_SERVICE_URLS } from '../fake-services/fakeServices';
import { repositoryWebUrl } from '../src/config/project';
import { DEFAULT_SERVICE_URLS } from '../src/config/services';
import packageJson from '../package.json';

// What a build is made from: most environment variables of README "Configuration" (webpack.config.ts and
// serviceWorker.ts read the others).

/** public/: the icons and the share image, copied into every build. */
export const PUBLIC_DIR = path.resolve(__dirname, '..', 'public');

/**
 * The menu's documentation link (spec §2) comes from package.json `repository`, overridable like the service URLs
 * (DOCUMENTATION_URL); SITE_URL (default package.json `homepage`) makes the share-preview URLs absolute.
 */
export function projectUrls() {
  const site = process.env.SITE_URL ?? packageJson.homepage;
  return {
    documentation: process.env.DOCUMENTATION_URL ?? repositoryWebUrl(packageJson.repository),
    site: site.endsWith('/') ? site : `${site}/`,
  };
}

/** Source maps: hidden by default (emitted, never referenced), `SOURCE_MAPS=none` for none, `linked` to reference them. */
export function productionDevtool(): Configuration['devtool'] {
  switch (process.env.SOURCE_MAPS) {
    case 'none':
      return false;
    case 'linked':
      return 'source-map';
    default:
      return 'hidden-source-map';
  }
}

export interface ServiceUrls {
  users: string;
  ip: string;
  geo: string;
}

/**
 * Service URLs are fixed at build time. Development uses the local fake (served by the dev server) unless
 * USE_REAL_SERVICES=1; production uses the real services. Each can be overridden with
 * USERS_SERVICE_URL, IP_SERVICE_URL and GEO_SERVICE_URL (the geo URL keeps its `{ip}` placeholder).
 */
export function serviceUrls(isProduction: boolean): ServiceUrls {
  const defaults = isProduction || process.env.USE_REAL_SERVICES === '1' ? DEFAULT_SERVICE_URLS : FAKE_SERVICE_URLS;
  return {
    users: process.env.USERS_SERVICE_URL ?? defaults.users,
    ip: process.env.IP_SERVICE_URL ?? defaults.ip,
    geo: process.env.GEO_SERVICE_URL ?? defaults.geo,
  };
}
