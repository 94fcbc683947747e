// The shared fake of the three services as a real HTTP server on another origin than the app (a real deployment
// calls them cross-origin, so connection set-up and CORS are part of what is measured). Lighthouse drives its own
// Chromium, where Playwright's page.route can not answer, so the bench build points at this server.
import { createServer } from 'node:http';
import { FAKE_ANSWER_HEADERS, fake, fakeAnswer } from './fakeRoutes.mjs';

export const FAKE_PORT = 4181;
export const FAKE_ORIGIN = `http://127.0.0.1:${FAKE_PORT}`;

/** The URLs the bench build is made with (USERS_SERVICE_URL, IP_SERVICE_URL, GEO_SERVICE_URL in webpack.config.ts). */
export const FAKE_SERVICE_ENV = {
  USERS_SERVICE_URL: `${FAKE_ORIGIN}/dummyjson/users`,
  IP_SERVICE_URL: `${FAKE_ORIGIN}/ipify/?format=json`,
  GEO_SERVICE_URL: `${FAKE_ORIGIN}/geojs/v1/ip/geo/{ip}.json`,
};

/**
 * Starts the server. `usersCount` (settable later) makes the users answer hold that many people whatever the
 * requested limit: the first-visit figures use 50, as the comparison with the original site did.
 */
export async function startFakeServer() {
  const state = { usersCount: null };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', FAKE_ORIGIN);
    const answer = fakeAnswer(url, () =>
      /\/users\/?$/.test(url.pathname) && state.usersCount !== null
        ? { status: 200, body: fake.fakeUsersAnswer(String(state.usersCount)) }
        : null,
    );
    res.writeHead(answer.status, { ...FAKE_ANSWER_HEADERS, 'cache-control': 'no-store' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise((resolve) => server.listen(FAKE_PORT, '127.0.0.1', resolve));
  return {
    setUsersCount: (count) => {
      state.usersCount = count;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
