import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { abortRequestsLeftOut, server } from './fakeApi';

// A wait for what a visitor would see (findBy…, waitFor) gives up after 10 s, not Testing Library's 1 s: on a busy
// two-core machine (CI beside other work, or lint and the build beside Jest) an MSW answer and a render of 208 rows
// took longer than 1 s, and the table page's tests failed with the rows on their way. A wait still ends as soon as
// its condition holds, so a passing test is no slower.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Runs after Testing Library's unmount, so what a store starts as it is torn down (RTK Query's subscription sync) stays
// on the ended test's fake clock; on the real clock it fired into the next test's timer counts (ClockPage.test.tsx).
afterEach(async () => {
  await abortRequestsLeftOut();
  server.resetHandlers();
  window.localStorage.clear();
  jest.useRealTimers();
});
afterAll(() => server.close());
