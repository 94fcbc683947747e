import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fakeAnswerFor } from '../../fake-services/fakeServices';
import { DEFAULT_SERVICE_URLS } from '@/config/services';

/** Answers a request with the shared fake (fake-services/), as the dev server and the browser tests do. */
function fakeResolver({ request }: { request: Request }) {
  const answer = fakeAnswerFor(new URL(request.url));
  return answer ? HttpResponse.json(answer.body as object, { status: answer.status }) : HttpResponse.error();
}

/** The three real service URLs (spec §7); Jest uses them and MSW answers. */
export const SERVICE_PATTERNS = {
  users: `${DEFAULT_SERVICE_URLS.users}`,
  ip: DEFAULT_SERVICE_URLS.ip.split('?')[0] as string,
  geo: DEFAULT_SERVICE_URLS.geo.replace('{ip}', ':file'),
} as const;

export const fakeHandlers = [
  http.get(SERVICE_PATTERNS.users, fakeResolver),
  http.get(SERVICE_PATTERNS.ip, fakeResolver),
  http.get(SERVICE_PATTERNS.geo.replace(':file.json', ':file'), fakeResolver),
];

export const server = setupServer(...fakeHandlers);
