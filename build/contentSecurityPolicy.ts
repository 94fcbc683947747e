import { createHash } from 'node:crypto';
import webpack, { type Compiler } from 'webpack';
import { IMG_SRC_SOURCES } from '../src/config/imageSources';

/** The origin of a service URL, or null for a relative one (the development fake, which is same-origin). */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface PolicySources {
  /** The three services' URLs this build calls: their origins may be fetched. */
  serviceUrls: readonly string[];
  /** `'sha256-…'` of each inline script of index.html. */
  scriptHashes: readonly string[];
  /** The names of the Trusted Types policies the app creates. */
  trustedTypesPolicies: readonly string[];
}

/**
 * The Content-Security-Policy shipped in index.html as a `<meta http-equiv>` (a static host may not set headers).
 * Scripts come from the app's own files, plus the inline theme script by its hash; styles may be inline (Emotion
 * inserts them); images from the list the gallery's URL rules also follow (src/config/imageSources.ts: the app, data
 * URLs of uploads, any https site, http on localhost and 127.0.0.1); requests only to the app's origin and the three
 * services, derived from the URLs this build uses, so overriding one keeps working. Trusted Types are required for
 * every script sink (`innerHTML`, a script's `src`, a worker's URL…), and only the app's own policies may vouch for a
 * string (src/config/trustedTypes.ts): no text a visitor, a backup file or a service gives can become markup or script.
 * `frame-ancestors` is not allowed in a meta policy, so it is left to the host.
 */
export function contentSecurityPolicy({ serviceUrls, scriptHashes, trustedTypesPolicies }: PolicySources): string {
  const origins = [...new Set(serviceUrls.map(originOf).filter((origin): origin is string => origin !== null))];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', ...IMG_SRC_SOURCES].join(' '),
    ["connect-src 'self'", ...origins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "require-trusted-types-for 'script'",
    ['trusted-types', ...trustedTypesPolicies].join(' '),
  ].join('; ');
}

const CSP_PLACEHOLDER = '__CONTENT_SECURITY_POLICY__';

/**
 * Fills index.html's CSP placeholder once the page is final, hashing every inline script as it will be served, so
 * the hash always matches. That is after webpack's real content hashes are written (stage OPTIMIZE_HASH), since
 * they rewrite the chunk names inside the early-requests script, and before Workbox and the compression plugin
 * read the page (stage OPTIMIZE_TRANSFER).
 */
export class ContentSecurityPolicyPlugin {
  constructor(private readonly sources: Omit<PolicySources, 'scriptHashes'>) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ContentSecurityPolicyPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContentSecurityPolicyPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const asset = compilation.getAsset('index.html');
          if (!asset) return;
          const html = asset.source.source().toString();
          const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
          const hashes = inline.map(([, body]) => `'sha256-${createHash('sha256').update(body ?? '', 'utf8').digest('base64')}'`);
          if (!html.includes(CSP_PLACEHOLDER)) throw new Error(`index.html lacks ${CSP_PLACEHOLDER}`);
          const filled = html.replace(CSP_PLACEHOLDER, () => contentSecurityPolicy({ ...this.sources, scriptHashes: hashes }));
          compilation.updateAsset('index.html', new webpack.sources.RawSource(filled));
        },
      );
    });
  }
}
