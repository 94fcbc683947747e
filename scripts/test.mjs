// `npm test`: every check, then one plain line "N passed, N failed" (Jest and Playwright totals, read by CI). It
// creates the reports folder the runners write into, so the command works on a fresh clone with nothing but `npm ci`
// before it.
//
// The checks run side by side: lint, typecheck, the production build and Jest from the start, and the browser tests
// as soon as the build they test is done. On CI's two cores each check leaves a core idle for part of its run (lint
// runs on one); the next check fills it (docs/DECISIONS.md, "Tests and lint"). The browser tests print as they go;
// the others print their whole output when they end, so nothing is interleaved within a report. The tests' waits
// allow for that load.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { summarise } from './test-summary.mjs';

/**
 * npm scripts, with the extra arguments that make the test runners write their JSON report, and the step each one
 * waits for. Jest may use every core (its default leaves one free: one worker on CI's two).
 */
const STEPS = [
  { script: ['lint'] },
  { script: ['typecheck'] },
  { script: ['build'] },
  { script: ['test:unit', '--maxWorkers=100%', '--json', '--outputFile=reports/jest.json'] },
  { script: ['test:e2e'], after: 'build', streamed: true },
];

/** Runs one npm script; resolves with its exit status and, unless `streamed`, what it printed. */
function runScript([script, ...args], streamed) {
  const npmArgs = ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', npmArgs, {
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ script, status: code ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }));
  });
}

// Reports of an earlier run must not be counted in this one.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

/** Each step's result, by script name; a step whose prerequisite failed is not run. */
const results = new Map();
function run({ script, after, streamed = false }) {
  if (!results.has(script[0])) {
    const ready = after ? run(STEPS.find((step) => step.script[0] === after)) : Promise.resolve({ status: 0 });
    results.set(
      script[0],
      ready.then(async (prerequisite) => {
        if (prerequisite.status !== 0) return { script: script[0], status: 1, skipped: true };
        if (streamed) console.log(`\n> npm run ${script[0]}`);
        const result = await runScript(script, streamed);
        if (!streamed) {
          console.log(`\n> npm run ${result.script} (${result.seconds.toFixed(0)} s)`);
          process.stdout.write(result.output);
        }
        return result;
      }),
    );
  }
  return results.get(script[0]);
}

const failed = (await Promise.all(STEPS.map(run))).filter((result) => result.status !== 0);
const status = failed.find((result) => !result.skipped)?.status ?? 0;
if (failed.length > 0) {
  console.error(`\n${failed.map((result) => `npm run ${result.script} ${result.skipped ? 'was not run' : `failed (exit ${result.status})`}`).join('; ')}.`);
}

console.log(summarise(status));
process.exit(status);
