// The only Trusted Types policy names the CSP allows (docs/DECISIONS.md "Trusted Types"). Plain data that imports
// nothing: the webpack config reads it too.
export const TRUSTED_TYPES_POLICIES = {
  /** webpack's chunk loading (`output.trustedTypes`). */
  chunks: 'projetos#chunks',
  /** src/sw/register.ts: `sw.js` and nothing else. */
  serviceWorker: 'projetos#service-worker',
} as const;

/** webpack-dev-server's error overlay (its default name): development only. */
export const DEV_SERVER_OVERLAY_POLICY = 'webpack-dev-server#overlay';
