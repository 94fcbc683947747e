// `npm test`: every check in order, stopping at the first failure, then one plain line "N passed, N failed"
// (Jest and Playwright totals, read by CI). It creates the reports folder the runners write into, so the command
// works on a fresh clone with nothing but `npm ci` before it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { summarise } from './test-summary.mjs';

/** npm scripts in order, with the extra arguments that make the test runners write their JSON report. */
const STEPS = [
  ['lint'],
  ['typecheck'],
  ['test:unit', '--json', '--outputFile=reports/jest.json'],
  ['build'],
  ['test:e2e'],
];

// Reports of an earlier run must not be counted in this one.
rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

let status = 0;
for (const [step, ...args] of STEPS) {
  console.log(`\n> npm run ${step}`);
  const npmArgs = ['run', '--silent', step, ...(args.length ? ['--', ...args] : [])];
  const result = spawnSync('npm', npmArgs, { stdio: 'inherit', shell: process.platform === 'win32' });
  status = result.status ?? 1;
  if (status !== 0) {
    console.error(`\nnpm run ${step} failed (exit ${status}); later steps were not run.`);
    break;
  }
}

console.log(summarise(status));
process.exit(status);
