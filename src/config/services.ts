/**
 * URLs of the three public services (spec §7), fixed at build time by webpack's DefinePlugin
 * (see build/siteSettings.ts: the fake in development, the real services in production, each overridable).
 * Under Jest `process.env` has none of them, so the real URLs apply and MSW answers them.
 */
export const DEFAULT_SERVICE_URLS = {
  users: 'https://dummyjson.com/users',
  ip: 'https://api.ipify.org/?format=json',
  geo: 'https://get.geojs.io/v1/ip/geo/{ip}.json',
} as const;

/**
 * Every user the public service has (208: spec §9 "result total and user limit"); the counter's total is the number
 * received. Here rather than beside the users endpoint because index.html's early request asks for the same URL
 * (build/earlyPages.ts).
 */
export const USERS_LIMIT = 208;

/** Relative URLs (the development fake) are resolved against the page, so fetch gets an absolute URL. */
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** The users URL with its `limit` set; index.html's early request builds the same URL the same way. */
export function usersServiceUrl(limit: number): string {
  const url = new URL(absolute(process.env.USERS_SERVICE_URL ?? DEFAULT_SERVICE_URLS.users));
  url.searchParams.set('limit', String(limit));
  return url.href;
}

export function ipServiceUrl(): string {
  return absolute(process.env.IP_SERVICE_URL ?? DEFAULT_SERVICE_URLS.ip);
}

export function geoServiceUrl(ip: string): string {
  return absolute((process.env.GEO_SERVICE_URL ?? DEFAULT_SERVICE_URLS.geo).replace('{ip}', encodeURIComponent(ip)));
}
