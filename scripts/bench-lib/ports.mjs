// The bench's ports on 127.0.0.1. They sit in a range nothing else in the repository listens on, so a bench and the
// browser tests can run on the same machine: the app's own servers use 4173 and 4174 (playwright.config.ts,
// `npm run serve`), `npm start`'s dev server 8080 (webpack.config.ts; the e2e dev servers take a free port the system gives), and e2e/deploys.ts's
// hosts 4180–4189; the e2e fakes answer through Playwright's route handlers, on no port. The bench once used
// 4180–4182 and made e2e/deploy.spec.ts fail with EADDRINUSE. A change here wants the same check
// (`grep -rnE '\b4[0-9]{3}\b' playwright.config.ts e2e scripts webpack.config.ts package.json`).
export const BENCH_PORTS = Object.freeze({
  ours: 4290,
  fakeServices: 4291,
  original: 4292,
});
