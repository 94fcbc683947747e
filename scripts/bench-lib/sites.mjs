// The two sites the bench measures side by side, each served by scripts/serve-dist.mjs (the same static server,
// brotli / gzip from pre-compressed copies) on its own port of 127.0.0.1 (bench-lib/ports.mjs):
// - the original site's production build (its own `vite build`, /work/shared/reference/README.md), under the base
//   path it was built for, /projetos-m/; BENCH_REFERENCE_DIR names its folder (default ../shared/reference/seed-site
//   from the repository root). It is read only: the bench serves a copy with the same .gz / .br companions our build
//   makes (compression-webpack-plugin's defaults), in dist-bench-reference/ (ignored by git);
// - ours, dist-bench/ (a production build), at the root.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { killOnExit } from './cleanup.mjs';
import { BENCH_PORTS } from './ports.mjs';

export const OURS_DIR = 'dist-bench';
const REFERENCE_COPY = 'dist-bench-reference';
const REFERENCE_DIR = resolve(process.env.BENCH_REFERENCE_DIR ?? '../shared/reference/seed-site');

/** Every file under `dir`, as paths relative to it. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile());
}

/**
 * Copies the original's build and adds what compression-webpack-plugin adds to ours: a `.gz` (level 9) and a `.br`
 * (quality 11) beside each text file, kept when it is at most 0.8 of the file (the plugin's `minRatio`).
 */
function prepareReference() {
  rmSync(REFERENCE_COPY, { recursive: true, force: true });
  cpSync(REFERENCE_DIR, REFERENCE_COPY, { recursive: true });
  for (const file of filesUnder(REFERENCE_COPY).filter((name) => /\.(js|css|html|svg|json|txt)$/.test(name))) {
    const path = join(REFERENCE_COPY, file);
    const bytes = readFileSync(path);
    const copies = {
      gz: gzipSync(bytes, { level: 9 }),
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
    for (const [extension, zipped] of Object.entries(copies)) {
      if (zipped.length <= bytes.length * 0.8) writeFileSync(`${path}.${extension}`, zipped);
    }
  }
}

/**
 * Starts scripts/serve-dist.mjs on `port` and resolves with the child once it listens; rejects if it ends first (a
 * port in use), instead of waiting for ever. The IPC channel is there for its end: serve-dist exits when the channel
 * closes, so the server goes with the bench even when the bench is killed outright (SIGKILL runs no handler).
 */
function serve(port, dir, base) {
  const server = spawn(process.execPath, ['scripts/serve-dist.mjs', String(port), dir, ...(base ? ['--base', base] : [])], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const unregister = killOnExit(() => server.kill());
  server.once('exit', unregister);
  return new Promise((done, fail) => {
    const early = (code, signal) => fail(new Error(`serve-dist on port ${port} ended before listening (${signal ?? `exit code ${code}`})`));
    server.once('exit', early);
    server.once('error', fail);
    server.stdout.once('data', () => {
      server.off('exit', early);
      done(server);
    });
  });
}

/** Ends a server and resolves once it has exited (so its port is free when `stop()` returns). */
function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise((done) => server.once('exit', done));
  server.kill();
  return exited;
}

/**
 * Starts both servers. Returns the sites (the original first, as the printed tables put it; absent, with a message,
 * when its folder is missing) and `stop()`, which resolves once both have exited. A site: `name`, `url(hash)`
 * (`url('#/pages/time')`), `dir` (its files on disk) and `fileOf(pathname)` (the file a requested path is served
 * from). If one server fails to start, the other is stopped before the error is thrown.
 */
export async function startSites() {
  const sites = [];
  const servers = [];
  const stop = () => Promise.all(servers.map(stopServer));
  try {
    if (existsSync(join(REFERENCE_DIR, 'index.html'))) {
      prepareReference();
      servers.push(await serve(BENCH_PORTS.original, REFERENCE_COPY, '/projetos-m/'));
      sites.push({
        name: 'original',
        url: (hash) => `http://127.0.0.1:${BENCH_PORTS.original}/projetos-m/${hash}`,
        dir: REFERENCE_COPY,
        fileOf: (pathname) => join(REFERENCE_COPY, pathname.replace(/^\/projetos-m\//, '')),
      });
    } else {
      console.log(`The original site's build is not at ${REFERENCE_DIR} (BENCH_REFERENCE_DIR): measuring ours only.`);
    }
    servers.push(await serve(BENCH_PORTS.ours, OURS_DIR));
    sites.push({
      name: 'ours',
      url: (hash) => `http://127.0.0.1:${BENCH_PORTS.ours}/${hash}`,
      dir: OURS_DIR,
      fileOf: (pathname) => join(OURS_DIR, pathname),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { sites, stop };
}
