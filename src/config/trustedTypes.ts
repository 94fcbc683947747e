/**
 * The app's Trusted Types policies (docs/DECISIONS.md, "Trusted Types"): the only names the Content-Security-Policy's
 * `trusted-types` directive allows (build/contentSecurityPolicy.ts), so no other code, ours or a package's, can make
 * a string into markup, script or a script URL. Plain data that imports nothing: the webpack config reads it too.
 */
export const TRUSTED_TYPES_POLICIES = {
  /** webpack's chunk loading (`output.trustedTypes`): the URLs of the build's own chunk files. */
  chunks: 'projetos#chunks',
  /** The service worker's registration (src/sw/register.ts): `sw.js` and nothing else. */
  serviceWorker: 'projetos#service-worker',
} as const;

/** webpack-dev-server's error overlay writes its message as HTML through this policy (its default name): development only. */
export const DEV_SERVER_OVERLAY_POLICY = 'webpack-dev-server#overlay';
