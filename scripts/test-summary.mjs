// Prints one plain line "N passed, N failed" from the Jest and Playwright JSON reports (read by CI).
// Usage: node scripts/test-summary.mjs <exit status of npm test>
import { existsSync, readFileSync } from 'node:fs';

const status = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

const jest = read('reports/jest.json');
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
const playwright = read('reports/playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
// A step that failed before or outside the tests (lint, typecheck, build) still counts as a failure.
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
