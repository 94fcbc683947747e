// Serves a built folder like a static host (GitHub Pages): `node scripts/serve-dist.mjs [port] [folder] [--base /projetos/]`.
// sirv does the file work: decoding (a malformed `%` is a 404, not a crash), no path outside the folder (`/..%2f`),
// pre-compressed `.br` / `.gz` copies chosen by Accept-Encoding, ETags. `--base` mounts the folder under a sub-path.
// Files are looked up on each request (sirv's `dev` lookup), so a rebuild is served without a restart.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import sirv from 'sirv';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex === -1 ? '/' : `/${args.splice(baseIndex, 2)[1].replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const port = Number(args[0] ?? 4173);
const root = resolve(args[1] ?? 'dist');

// Content-hashed files never change; everything else (index.html, sw.js, the manifest, icons) is checked each time.
// Ours are named `main.1a2b3c4d.js`; Vite's `assets/index-Cc9JVgby.js` (the original site the bench serves beside ours).
const HASHED = /\.[0-9a-f]{8}(\.chunk)?\.js$|\/assets\/[^/]+-[\w-]{8}\.(js|css|gif|png|svg|woff2?)$/;

const serve = sirv(root, {
  dev: true,
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

function notFound(res) {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

createServer((req, res) => {
  const url = req.url ?? '/';
  if (base !== '/') {
    if (url === base.slice(0, -1)) {
      res.writeHead(301, { location: base }).end();
      return;
    }
    if (!url.startsWith(base)) {
      notFound(res);
      return;
    }
    req.url = url.slice(base.length - 1);
  }
  serve(req, res, () => notFound(res));
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} on http://127.0.0.1:${port}${base}`));

// Started with an IPC channel (the bench, scripts/bench-lib/sites.mjs), the server ends with its parent, however the
// parent ended (a SIGKILL runs no handler there): the channel closes and 'disconnect' fires. Started otherwise
// (`npm run serve`, Playwright's webServer, e2e/deploys.ts) there is no channel and this does nothing.
if (process.send) process.on('disconnect', () => process.exit(0));
