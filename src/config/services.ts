// The three public services (spec §7), set at build time (build/siteSettings.ts); under Jest the real URLs apply and
// MSW answers them.
export const DEFAULT_SERVICE_URLS = {
  users: 'https://dummyjson.com/users',
  ip: 'https://api.ipify.org/?format=json',
  geo: 'https://get.geojs.io/v1/ip/geo/{ip}.json',
} as const;

// spec §9: every user the service has. Here, not beside the endpoint, because index.html's early request uses it too.
export const USERS_LIMIT = 208;

// The development fake's relative URLs are resolved against the page, so fetch gets an absolute URL.
function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** index.html's early request builds the same URL the same way. */
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
