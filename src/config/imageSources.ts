// Where album images may come from (spec §3, §5). The album rules and the CSP's `img-src` both read this list, so an
// image the gallery accepts is never one the browser refuses to load.

// `http:` only for a local test server, which browsers treat as secure; other `http:` URLs are refused when typed and
// requested as `https:` when found in storage (albumRules.displayImageSrc).
const LOCAL_HTTP_IMAGE_HOSTS: readonly string[] = ['localhost', '127.0.0.1'];

export const IMG_SRC_SOURCES: readonly string[] = [
  "'self'",
  'data:',
  'https:',
  ...LOCAL_HTTP_IMAGE_HOSTS.map((host) => `http://${host}:*`),
];

// A user name or password is refused: browsers block such image requests, and storage would keep it in plain text.
export function isAllowedImageUrl(url: URL): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOCAL_HTTP_IMAGE_HOSTS.includes(url.hostname);
}
