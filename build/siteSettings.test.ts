import { FAKE_SERVICE_URLS } from '../fake-services/fakeServices';
import { DEFAULT_SERVICE_URLS } from '../src/config/services';
import { productionDevtool, projectUrls, serviceUrls } from './siteSettings';

const VARIABLES = ['SITE_URL', 'DOCUMENTATION_URL', 'SOURCE_MAPS', 'USE_REAL_SERVICES', 'USERS_SERVICE_URL', 'IP_SERVICE_URL', 'GEO_SERVICE_URL'];

describe('siteSettings', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    for (const name of VARIABLES) delete process.env[name];
  });
  afterAll(() => {
    process.env = saved;
  });

  it('should call the real services in production and the local fake in development, each overridable', () => {
    expect(serviceUrls(true)).toEqual(DEFAULT_SERVICE_URLS);
    expect(serviceUrls(false)).toEqual(FAKE_SERVICE_URLS);
    process.env.USE_REAL_SERVICES = '1';
    expect(serviceUrls(false)).toEqual(DEFAULT_SERVICE_URLS);
    process.env.USERS_SERVICE_URL = 'https://example.test/users';
    expect(serviceUrls(true).users).toBe('https://example.test/users');
  });

  it('should take the site and documentation URLs from package.json unless overridden, the site ending in a slash', () => {
    expect(projectUrls().site).toMatch(/\/$/);
    process.env.SITE_URL = 'https://example.test/projetos';
    process.env.DOCUMENTATION_URL = 'https://example.test/docs';
    expect(projectUrls()).toEqual({ site: 'https://example.test/projetos/', documentation: 'https://example.test/docs' });
  });

  it('should emit hidden source maps unless told otherwise', () => {
    expect(productionDevtool()).toBe('hidden-source-map');
    process.env.SOURCE_MAPS = 'none';
    expect(productionDevtool()).toBe(false);
    process.env.SOURCE_MAPS = 'linked';
    expect(productionDevtool()).toBe('source-map');
  });
});
