// The shared fake of the three services as a real HTTPS server, answering for their public host names. Both sites
// call the real hosts (ours is built with its default service URLs, the original has them written in), and every
// Chromium the bench starts, Playwright's and Lighthouse's alike, resolves those names to this server
// (`--host-resolver-rules`) and accepts its self-signed certificate (`--ignore-certificate-errors`). So both sites
// make the same cross-origin HTTPS requests (connection set-up, TLS and CORS included) to the same server, with
// the same data at the same latency, and no request leaves the machine.
import { createServer } from 'node:https';
import { generate } from 'selfsigned';
import { fakeAnswer, fake } from './fakeServices.mjs';
import { BENCH_PORTS } from './ports.mjs';

const FAKE_PORT = BENCH_PORTS.fakeServices;

/** The services both sites call, and the original's web-font stylesheet host (and its font files' host). */
const SERVICE_HOSTS = ['dummyjson.com', 'api.ipify.org', 'get.geojs.io'];
const FONT_HOSTS = ['fonts.googleapis.com', 'fonts.gstatic.com'];

/** Chromium flags that send the hosts above to this server and accept its certificate. */
export const FAKE_SERVER_FLAGS = [
  `--host-resolver-rules=${[...SERVICE_HOSTS, ...FONT_HOSTS].map((host) => `MAP ${host} 127.0.0.1:${FAKE_PORT}`).join(', ')}`,
  '--ignore-certificate-errors',
];

const CORS = { 'access-control-allow-origin': '*' };

/**
 * Starts the server. Settable later:
 * - `setUsersCount(n)`: the users answer holds n people whatever `limit` the site asked for (the original asks for
 *   50, ours for 208), so both tables get the same rows; null gives each the count it asked for.
 * - `setLatency(ms)`: each service answer waits that long first (not the font stylesheet, which both sites should
 *   get at once: it is answered with an empty stylesheet so that the original starts as ours does, with no web font).
 */
export async function startFakeServer() {
  const state = { usersCount: null, latency: 0 };
  const { private: key, cert } = await generate([{ name: 'commonName', value: 'fake-services.test' }], { keySize: 2048 });
  // Answers as JSON text, kept: 10 000 users are 1.5 MB to make, and this process also drives the browser.
  const answers = new Map();
  const answerFor = (url) => {
    const users = /\/users\/?$/.test(url.pathname);
    const cacheKey = `${users ? state.usersCount : ''} ${url.pathname}${url.search}`;
    if (!answers.has(cacheKey)) {
      const answer =
        (users && state.usersCount !== null
          ? { status: 200, body: fake.fakeUsersAnswer(String(state.usersCount)) }
          : fakeAnswer(url)) ?? { status: 404, body: { message: 'Not found' } };
      answers.set(cacheKey, { status: answer.status, body: JSON.stringify(answer.body) });
    }
    return answers.get(cacheKey);
  };
  const server = createServer({ key, cert }, (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const url = new URL(req.url ?? '/', `https://${host}`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...CORS, 'access-control-allow-headers': '*' }).end();
      return;
    }
    if (FONT_HOSTS.includes(host)) {
      if (host === 'fonts.googleapis.com') res.writeHead(200, { 'content-type': 'text/css', ...CORS }).end('');
      else res.writeHead(404, CORS).end();
      return;
    }
    const { status, body } = answerFor(url);
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...CORS }).end(body);
    }, state.latency);
  });
  // A port in use is an error here, not a start that never resolves.
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(FAKE_PORT, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    setUsersCount: (count) => {
      state.usersCount = count;
    },
    setLatency: (ms) => {
      state.latency = ms;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
