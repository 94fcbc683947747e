// Where album images may come from (spec §3, §5: a URL or a data URL of an uploaded file). One list for both sides:
// the album rules (features/gallery/albumCore.ts: typed and dropped URLs, stored albums) accept only what this module
// allows, and build/contentSecurityPolicy.ts writes the Content-Security-Policy's `img-src` from it, so an image the gallery
// accepts is never one the browser then refuses to load.

/**
 * The hosts where an `http:` image is allowed: a local test server on the visitor's own machine (browsers treat these
 * two as secure, so they are no mixed content on an `https:` page either). Only names a CSP source expression can
 * match one by one: `127.0.0.2` and the rest of 127.0.0.0/8 would need one expression each, `[::1]` cannot be
 * written at all (CSP host sources have no IPv6 literals), and `*.localhost` names are rare enough not to be worth a
 * wildcard. Any other `http:` URL is refused when typed or dropped; one found in stored albums is requested as
 * `https:` (albumCore.displayImageSrc), which the policy allows.
 */
export const LOCAL_HTTP_IMAGE_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * The policy's `img-src` source list: the app's own files, data URLs (uploads, albumCore.isStorableImageSrc keeps
 * only the four image types), any `https:` site, and `http:` on LOCAL_HTTP_IMAGE_HOSTS on any port.
 */
export const IMG_SRC_SOURCES: readonly string[] = [
  "'self'",
  'data:',
  'https:',
  ...LOCAL_HTTP_IMAGE_HOSTS.map((host) => `http://${host}:*`),
];

/**
 * Whether an image may be requested from `url`: `https:` on any host, or `http:` on LOCAL_HTTP_IMAGE_HOSTS, and never
 * with a user name or password. Browsers block such subresource requests (the image would never show), and the
 * password would be stored in plain text with the album.
 */
export function isAllowedImageUrl(url: URL): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOCAL_HTTP_IMAGE_HOSTS.includes(url.hostname);
}
