import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { generate } from 'selfsigned';
import { fakeAnswerFor } from '../../fake-services/fakeServices';
import { SERVICE_HOSTS } from '../fixtures';
import { fixture, mimeOf } from '../galleryHelpers';

/**
 * The three services (and https://images.test/, the gallery tests' image host) for Firefox, as a real HTTPS server
 * that Firefox reaches through this local proxy (the `network.proxy.*` preferences in fixtures.ts).
 *
 * Why not request interception, as the Chromium tests do with `page.route`: Firefox's WebDriver BiDi does not see the
 * requests a service worker makes itself (Firefox 153), so the offline test's worker could not be answered. A proxy
 * answers the page and its worker alike, with the same fake (fake-services/fakeServices.ts). The certificate is
 * self-signed, made at start-up; Firefox is launched with `acceptInsecureCerts`. Any other host is refused, so a
 * Firefox under test never reaches the internet.
 */

/**
 * An answer, a network error, `hang` (never answered), `stall-body` (the fake's headers and the first bytes of its
 * body, then nothing more), or null for the fake's answer; may be awaited (a gate).
 */
export type ServiceAnswer = { status: number; body: unknown } | 'network-error' | 'hang' | 'stall-body' | null;
export type ServiceOverride = (url: URL) => ServiceAnswer | Promise<ServiceAnswer>;

export interface FakeServicesProxy {
  /** The proxy's port on 127.0.0.1. */
  readonly port: number;
  /** Every service request made since the last `reset` (images are not counted). */
  readonly requests: URL[];
  override(handler: ServiceOverride): void;
  /** Back to the fake's answers, no request recorded, nothing left hanging. */
  reset(): void;
  close(): Promise<void>;
}

const IMAGE_HOST = 'images.test';
const HOSTS = new Set<string>([...SERVICE_HOSTS, IMAGE_HOST]);
const CORS = { 'access-control-allow-origin': '*' };

/** The test image of that name (e2e/fixtures/gallery), or null: names starting with `missing` answer 404. */
function imageBytes(name: string): Buffer | null {
  if (name.startsWith('missing')) return null;
  try {
    return fixture(name);
  } catch {
    return null;
  }
}

function serveImage(url: URL, res: ServerResponse) {
  const name = decodeURIComponent(url.pathname.slice(1));
  const body = imageBytes(name);
  if (!body) res.writeHead(404, { 'content-type': 'text/plain', ...CORS }).end('not found');
  else res.writeHead(200, { 'content-type': mimeOf(name), ...CORS }).end(body);
}

export async function startFakeServicesProxy(): Promise<FakeServicesProxy> {
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'fake-services.test' }], { keySize: 2048 });
  let override: ServiceOverride = () => null;
  const requests: URL[] = [];
  const hanging = new Set<ServerResponse>();

  const services = createHttpsServer({ key, cert }, (req: IncomingMessage, res: ServerResponse) => {
    // Each request on its own connection: a dropped connection is never retried by Firefox on a reused one.
    res.shouldKeepAlive = false;
    const url = new URL(req.url ?? '/', `https://${req.headers.host ?? 'invalid'}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'access-control-allow-headers': '*' }).end();
      return;
    }
    if (url.hostname === IMAGE_HOST) {
      serveImage(url, res);
      return;
    }
    requests.push(url);
    void Promise.resolve(override(url)).then((custom) => {
      if (custom === 'network-error') {
        req.socket.destroy();
        return;
      }
      if (custom === 'hang') {
        hanging.add(res);
        return;
      }
      if (custom === 'stall-body') {
        const text = JSON.stringify(fakeAnswerFor(url)?.body ?? {});
        res.writeHead(200, { 'content-type': 'application/json', ...CORS }).write(text.slice(0, text.length / 2));
        hanging.add(res);
        return;
      }
      const answer = custom ?? fakeAnswerFor(url) ?? { status: 404, body: { message: 'Not found' } };
      res.writeHead(answer.status, { 'content-type': 'application/json', ...CORS }).end(JSON.stringify(answer.body));
    });
  });

  const proxy = createHttpServer((_req, res) => {
    res.writeHead(502, { 'content-type': 'text/plain' }).end('This proxy only tunnels the faked services.');
  });
  // Tunnels leave the proxy's own bookkeeping once connected: they are closed from here at the end.
  const sockets = new Set<Socket>();
  proxy.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  proxy.on('connect', (req: IncomingMessage, socket: Socket) => {
    const host = (req.url ?? '').replace(/:\d+$/, '');
    if (!HOSTS.has(host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    services.emit('connection', socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));

  return {
    port: (proxy.address() as AddressInfo).port,
    requests,
    override(handler) {
      override = handler;
    },
    reset() {
      override = () => null;
      requests.length = 0;
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
