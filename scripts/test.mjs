// `npm test`: every check, then one plain line "N passed, N failed" (Jest and Playwright totals, read by CI). It
// creates the reports folder the runners write into, so the command works on a fresh clone with nothing but `npm ci`
// before it.
//
// The checks that do not need each other run side by side: lint, typecheck, the production build and Jest. Each keeps
// a core busy for part of the stage (lint alone runs longest, on one core), so on CI's two cores Jest fills the core
// lint leaves idle instead of waiting for it (figures: docs/DECISIONS.md, "Tests and lint"). Each one's output is
// printed whole when it ends, so nothing is interleaved. Jest's waits allow for that load (src/testing/setupTests.ts).
// The browser tests need the build, so they run last, and only if everything before them passed.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { summarise } from './test-summary.mjs';

/** npm scripts, stage by stage, with the extra arguments that make the test runners write their JSON report. */
const STAGES = [
  // Jest may use every core (its default leaves one free: one worker on CI's two); the others take a core each part
  // of the time.
  [['lint'], ['typecheck'], ['build'], ['test:unit', '--maxWorkers=100%', '--json', '--outputFile=reports/jest.json']],
  [['test:e2e']],
];

/** Runs one npm script; resolves with its exit status and, when `buffered`, what it printed. */
function runScript([script, ...args], buffered) {
  const npmArgs = ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', npmArgs, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
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

let status = 0;
for (const stage of STAGES) {
  const buffered = stage.length > 1;
  if (!buffered) console.log(`\n> npm run ${stage[0][0]}`);
  const results = await Promise.all(
    stage.map((step) =>
      runScript(step, buffered).then((result) => {
        if (buffered) {
          console.log(`\n> npm run ${result.script} (${result.seconds.toFixed(0)} s)`);
          process.stdout.write(result.output);
        }
        return result;
      }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    status = failed[0].status;
    console.error(`\n${failed.map((result) => `npm run ${result.script} failed (exit ${result.status})`).join('; ')}; later steps were not run.`);
    break;
  }
}

console.log(summarise(status));
process.exit(status);
