// Routes the three services to the shared fake for benchmarks. The fake is TypeScript, so it is compiled on the
// fly with the TypeScript compiler's transpileModule (no type check) into a data: URL module.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const source = readFileSync(new URL('../../fake-services/fakeServices.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
const fake = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);

export const SERVICE_HOSTS = ['dummyjson.com', 'api.ipify.org', 'get.geojs.io'];
/** The bench build's services (bench-lib/fakeServer.mjs); a route answers before the request reaches that server. */
const FAKE_SERVER_HOST = '127.0.0.1:4181';

/** The fake's answer to `url` ({status, body}), `override(url)` first when it returns one, else a 404. */
export function fakeAnswer(url, override = () => null) {
  return override(url) ?? fake.fakeAnswerFor(url) ?? { status: 404, body: { message: 'Not found' } };
}

/** Headers every fake answer carries: JSON, readable from the app's origin. */
export const FAKE_ANSWER_HEADERS = { 'content-type': 'application/json', 'access-control-allow-origin': '*' };

/** Installs the fake on a browser context; `override(url)` may return {status, body} to replace an answer. */
export async function routeFakeServices(context, override = () => null) {
  await context.route(
    (url) => SERVICE_HOSTS.includes(url.hostname) || url.host === FAKE_SERVER_HOST,
    async (route) => {
      const url = new URL(route.request().url());
      const answer = fakeAnswer(url, override);
      await route.fulfill({ status: answer.status, headers: FAKE_ANSWER_HEADERS, body: JSON.stringify(answer.body) });
    },
  );
}

export { fake };
