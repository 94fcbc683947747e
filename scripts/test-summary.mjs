// One plain line "N passed, N failed" from the Jest and Playwright JSON reports in reports/ (read by CI).
import { existsSync, readFileSync } from 'node:fs';

function read(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** The summary line; `status` is the exit status of the run, so a failed lint or build still counts as a failure. */
export function summarise(status) {
  let passed = 0;
  let failed = 0;
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
  if (status !== 0 && failed === 0) failed = 1;
  return `${passed} passed, ${failed} failed`;
}
