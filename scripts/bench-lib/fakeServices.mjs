// The shared fake of the three services (fake-services/fakeServices.ts), for the bench. The fake is TypeScript, so it
// is compiled on the fly with the TypeScript compiler's transpileModule (no type check) into a data: URL module.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const source = readFileSync(new URL('../../fake-services/fakeServices.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
export const fake = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);

/**
 * The fake's answer ({status, body}) to a request for `url`, or null. The original site asks geojs for
 * `/v1/ip/geo/{ip}` where ours asks for `/v1/ip/geo/{ip}.json` (both are the service's JSON answer), so the first is
 * read as the second.
 */
export function fakeAnswer(url) {
  const normalised = new URL(url);
  if (/^\/v1\/ip\/geo\/[^/]+$/.test(normalised.pathname)) normalised.pathname += '.json';
  return fake.fakeAnswerFor(normalised);
}
