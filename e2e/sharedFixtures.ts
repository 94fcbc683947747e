import { expect } from '@playwright/test';
import { startFakeServicesProxy, type FakeServicesProxy, type ServiceOverride } from './firefox/fakeServicesProxy';

export interface FakeServices {
  /** Replace the fake's answers (return null to fall back to the fake). */
  override(handler: ServiceOverride): void;
  /** Every service request made so far. */
  readonly requests: URL[];
}

/**
 * The test fixtures of the engines driven through the fake services' proxy (Firefox, WebKit): the fake reset around
 * each test, and the page's console errors and Content-Security-Policy violations, which fail the test unless it takes
 * them.
 */
export const proxiedTestFixtures = {
  fakeServices: async ({ fakeServicesProxy }: { fakeServicesProxy: FakeServicesProxy }, use: (services: FakeServices) => Promise<void>) => {
    fakeServicesProxy.reset();
    await use({
      override: (handler) => fakeServicesProxy.override(handler),
      requests: fakeServicesProxy.requests,
    });
    fakeServicesProxy.reset();
  },
  consoleErrors: async ({}, use: (errors: string[]) => Promise<void>) => {
    const errors: string[] = [];
    await use(errors);
    expect(errors, 'no unexpected console error').toEqual([]);
  },
  cspViolations: async ({}, use: (violations: string[]) => Promise<void>) => {
    const violations: string[] = [];
    await use(violations);
    expect(violations, 'no Content-Security-Policy violation').toEqual([]);
  },
};

/** The worker fixture both engines take their fake services' proxy from, one per worker. */
export async function fakeServicesProxyFixture({}, use: (proxy: FakeServicesProxy) => Promise<void>): Promise<void> {
  const proxy = await startFakeServicesProxy();
  await use(proxy);
  await proxy.close();
}
