import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

/**
 * The one proxy WebKitGTK uses (MiniBrowser's `--proxy`; WebKitWebDriver 2.50 ignores the `proxy` capability). It
 * stands in for what WebDriver classic lacks:
 * - scripts run before the page's own: the app's index.html gets `<script src="/__webkit/hooks.js">` before its first
 *   script (same origin, so index.html's Content-Security-Policy allows it), which watches for errors, seeds storage
 *   and shifts the clock (hooks.ts);
 * - errors reported from any document, even one the test has since left (`/__webkit/report`);
 * - the network gone (`offline`), for the app's origin and the fake services alike, or only some files (`failing`);
 * - the three services and https://images.test/: HTTPS tunnels go on to the Firefox tests' fake-services proxy.
 * Anything else is refused, so WebKit under test never reaches the internet.
 */

export interface PageProxy {
  readonly port: number;
  /** The script `/__webkit/hooks.js` answers with (set per test). */
  hooksScript: string;
  /** The app's origin answers nothing (as if the network were gone); the hooks still load. */
  offline: boolean;
  /** Requests to the app's origin whose path matches fail as a dropped connection does (null: none). */
  failing: RegExp | null;
  /** What the pages reported through `/__webkit/report`, in arrival order. */
  readonly reports: string[];
  close(): Promise<void>;
}

const HOOKS_PATH = '/__webkit/hooks.js';
const REPORT_PATH = '/__webkit/report';
/** A page of the app's origin that runs no app code: storage is cleared from there between tests. */
export const BLANK_PATH = '/__webkit/blank';

const isAppDocument = (pathname: string) => pathname === '/' || pathname === '/index.html';

/** index.html with the hooks' script before its first script. */
function withHooks(html: string): string {
  const at = html.indexOf('<script');
  const tag = `<script src="${HOOKS_PATH}"></script>`;
  return at === -1 ? html.replace('</head>', `${tag}</head>`) : `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

export async function startPageProxy({ origin, servicesProxyPort }: { origin: string; servicesProxyPort: number }): Promise<PageProxy> {
  const appOrigin = new URL(origin);
  const sockets = new Set<Socket>();
  const state: PageProxy = {
    port: 0,
    hooksScript: '',
    offline: false,
    failing: null,
    reports: [],
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  function forward(req: IncomingMessage, res: ServerResponse, url: URL) {
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: appOrigin.host };
    // index.html is rewritten: ask for it uncompressed and in full.
    if (isAppDocument(url.pathname)) {
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    delete headers['proxy-connection'];
    const upstream = httpRequest(
      { host: appOrigin.hostname, port: appOrigin.port, path: `${url.pathname}${url.search}`, method: req.method, headers },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (!isAppDocument(url.pathname) || !type.startsWith('text/html') || answer.statusCode !== 200) {
          // Checked again on every use (a 304 when unchanged): a file the session's HTTP cache kept from an earlier
          // test would otherwise never reach the proxy, and `failing` could not fail it. (WebKit's in-memory cache
          // still reuses scripts within the session: see `webkitOwnSession` in fixtures.ts.)
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'cache-control': 'no-cache' });
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.from(withHooks(Buffer.concat(chunks).toString('utf8')));
          const { etag: _etag, 'last-modified': _modified, 'content-length': _length, ...rest } = answer.headers;
          res.writeHead(200, { ...rest, 'content-length': body.length }).end(body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.host !== appOrigin.host) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('This proxy only serves the app and the faked services.');
      return;
    }
    if (url.pathname === HOOKS_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(state.hooksScript);
      return;
    }
    if (url.pathname === REPORT_PATH) {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        state.reports.push(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(204, { 'cache-control': 'no-store' }).end();
      });
      return;
    }
    if (url.pathname === BLANK_PATH) {
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' }).end('<!doctype html><title>blank</title>');
      return;
    }
    if (state.offline || state.failing?.test(url.pathname)) {
      req.socket.destroy();
      return;
    }
    forward(req, res, url);
  });

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // HTTPS: the tunnel is the fake-services proxy's to open or refuse.
  server.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const upstream = connect(servicesProxyPort, '127.0.0.1', () => {
      upstream.write(`CONNECT ${req.url} HTTP/1.1\r\nHost: ${req.url}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  (state as { port: number }).port = (server.address() as AddressInfo).port;
  return state;
}
