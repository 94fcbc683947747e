// An image the gallery accepts is one the page may load: the URL rules (albumRules.checkImageUrl for typed and dropped
// URLs, albumRules.isStorableImageSrc + displayImageSrc for stored albums) against the Content-Security-Policy's
// `img-src`, which build/contentSecurityPolicy.ts writes from the same module (e2e/image-urls.spec.ts checks the shipped policy).
import fc from 'fast-check';
import { IMG_SRC_SOURCES } from '@/config/imageSources';
import { checkImageUrl, displayImageSrc, isStorableImageSrc } from './albumRules';
import { IMAGE_URL_HAS_CREDENTIALS, ONLY_IMAGES } from './messages';

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };
const portOf = (url: URL) => url.port || DEFAULT_PORTS[url.protocol] || '';

/**
 * Whether a CSP source list lets the page load `url`, the way CSP Level 3 matches a URL against a source expression
 * (simply: `'self'`, scheme sources such as `https:`, and `scheme://host:port` host sources with `*` wildcards). The
 * page itself is served from `self`.
 */
function cspAllows(sources: readonly string[], url: URL, self: URL): boolean {
  return sources.some((source) => {
    if (source === "'self'") return url.origin === self.origin;
    if (/^[a-z][a-z\d+.-]*:$/i.test(source)) {
      const scheme = source.toLowerCase();
      // An `http:` source also allows the secure scheme.
      return url.protocol === scheme || (scheme === 'http:' && url.protocol === 'https:');
    }
    const host = /^(?:([a-z][a-z\d+.-]*):\/\/)?(\*|(?:\*\.)?[a-z\d.-]+)(?::(\*|\d+))?(\/.*)?$/i.exec(source);
    if (!host) throw new Error(`source expression not understood by this test: ${source}`);
    const [, scheme, name = '', port, path] = host;
    if (path) throw new Error(`paths are not expected in img-src: ${source}`);
    const schemeOk = !scheme || url.protocol === `${scheme}:` || (scheme === 'http' && url.protocol === 'https:');
    const wanted = name.toLowerCase();
    const hostOk =
      wanted === '*' ||
      (wanted.startsWith('*.') ? url.hostname.endsWith(wanted.slice(1)) : url.hostname === wanted);
    const portOk = port === '*' || (port ?? DEFAULT_PORTS[`${scheme ?? 'http'}:`]) === portOf(url);
    return schemeOk && hostOk && portOk;
  });
}

// Where the app is published (package.json homepage): a different origin from every image below.
const SELF = new URL('https://projetos.example/projetos/');

const accepted = (raw: string): URL => {
  const check = checkImageUrl(raw);
  if (!check.ok) throw new Error(`${raw} refused: ${check.message}`);
  return new URL(check.url);
};

describe('image sources: what the gallery accepts, the Content-Security-Policy loads', () => {
  it('should only hold source expressions this test understands', () => {
    for (const source of IMG_SRC_SOURCES) expect(() => cspAllows([source], new URL('https://a.test/'), SELF)).not.toThrow();
    expect(IMG_SRC_SOURCES).toEqual(["'self'", 'data:', 'https:', 'http://localhost:*', 'http://127.0.0.1:*']);
  });

  it.each([
    'https://example.com/a.jpg',
    'https://images.test/night.jpg?w=800',
    'https://Example.com/my photo.PNG#x',
    'https://[::1]/a.png',
    'https://127.0.0.2:8443/a.png',
    'https://x.localhost/a.webp',
    'http://localhost/a.png',
    'http://localhost:8080/a.gif',
    'http://LOCALHOST:3000/a.jpeg',
    'http://127.0.0.1:4173/icon-192.png',
    'http://127.1/a.png',
    'http://0x7f.0.0.1/a.png',
  ])('should accept %s, and the policy loads it', (raw) => {
    expect(cspAllows(IMG_SRC_SOURCES, accepted(raw), SELF)).toBe(true);
  });

  it.each([
    'http://127.0.0.2/a.png',
    'http://127.255.255.254:8000/a.png',
    'http://[::1]:3000/a.png',
    'http://[::ffff:127.0.0.1]/a.png',
    'http://x.localhost/a.png',
    'http://localhost./a.png',
    'http://192.168.0.10/a.png',
    'http://example.com/a.png',
  ])('should refuse %s, which the policy would block', (raw) => {
    expect(checkImageUrl(raw)).toEqual({ ok: false, message: ONLY_IMAGES });
    expect(cspAllows(IMG_SRC_SOURCES, new URL(raw), SELF)).toBe(false);
  });

  it.each([
    'https://user:secret@images.test/a.png',
    'https://user@images.test/a.png',
    'https://:secret@images.test/a.png',
    'http://admin:admin@localhost:8080/a.png',
    'HTTPS://user:secret@images.test/a.txt',
  ])('should refuse %s, which carries a user name or password, with its own message', (raw) => {
    expect(checkImageUrl(raw)).toEqual({ ok: false, message: IMAGE_URL_HAS_CREDENTIALS });
    expect(isStorableImageSrc(raw)).toBe(false);
  });

  it('should keep a stored http image only as a URL the policy loads', () => {
    for (const src of ['http://127.0.0.2/a.png', 'http://[::1]:3000/a.png', 'http://x.localhost/a.png', 'http://example.com/a.png']) {
      expect(isStorableImageSrc(src)).toBe(true);
      const shown = displayImageSrc(src);
      expect(shown.startsWith('https://')).toBe(true);
      expect(cspAllows(IMG_SRC_SOURCES, new URL(shown), SELF)).toBe(true);
    }
    expect(displayImageSrc('http://localhost:8080/a.png')).toBe('http://localhost:8080/a.png');
  });

  it('should, for any URL a visitor may type or have stored, accept only what the policy loads', () => {
    const host = fc.oneof(
      fc.constantFrom(
        'localhost',
        'LocalHost',
        'localhost.',
        'x.localhost',
        '127.0.0.1',
        '127.0.0.2',
        '127.1',
        '0x7f.0.0.1',
        '2130706433',
        '[::1]',
        '[::ffff:127.0.0.1]',
        '[0:0:0:0:0:0:0:1]',
        'images.test',
        'bücher.example',
        '%6cocalhost',
      ),
      fc.domain(),
      fc.ipV4(),
      fc.ipV6().map((ip) => `[${ip}]`),
    );
    const candidate = fc
      .record({
        scheme: fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom('http', 'https', 'HTTP', 'HttpS') },
          { weight: 1, arbitrary: fc.constantFrom('ftp', 'ws', 'file', 'javascript', 'data', 'blob:https') },
        ),
        user: fc.oneof(
          { weight: 4, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: fc.constantFrom('user:secret@', 'user@', ':secret@', '@', 'a%40b:c@') },
        ),
        host,
        port: fc.option(fc.integer({ min: 0, max: 66_000 }).map((port) => `:${port}`), { nil: '' }),
        path: fc.webPath(),
        ext: fc.constantFrom('.png', '.JPG', '.webp', '.gif', '.jpeg', '.svg', ''),
        query: fc.option(fc.webQueryParameters().map((query) => `?${query}`), { nil: '' }),
      })
      .map(({ scheme, user, host: name, port, path, ext, query }) => `${scheme}://${user}${name}${port}${path}${ext}${query}`);
    let acceptedCount = 0;
    fc.assert(
      fc.property(candidate, (raw) => {
        const check = checkImageUrl(raw);
        if (check.ok) {
          acceptedCount += 1;
          const url = new URL(check.url);
          expect(url.username + url.password).toBe('');
          expect(cspAllows(IMG_SRC_SOURCES, url, SELF)).toBe(true);
        }
        if (isStorableImageSrc(raw)) expect(cspAllows(IMG_SRC_SOURCES, new URL(displayImageSrc(raw)), SELF)).toBe(true);
      }),
      { numRuns: 3_000, seed: 22 },
    );
    // The property is not met by refusing everything.
    expect(acceptedCount).toBeGreaterThan(500);
  });
});
