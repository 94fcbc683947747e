import { contentSecurityPolicy } from './contentSecurityPolicy';

const SOURCES = {
  serviceUrls: ['https://dummyjson.com/users', 'https://api.ipify.org/?format=json', '/__fake__/geo/{ip}'],
  scriptHashes: ["'sha256-abc='"],
  trustedTypesPolicies: ['projetos#chunks', 'projetos#service-worker'],
};

const directives = (policy: string) => policy.split('; ');

describe('contentSecurityPolicy', () => {
  it('should allow scripts only from the app and by hash, and fetches only to the services\' origins', () => {
    const policy = directives(contentSecurityPolicy(SOURCES));
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    // A relative URL (the development fake) is the app's own origin: no entry of its own.
    expect(policy).toContain("connect-src 'self' https://dummyjson.com https://api.ipify.org");
    expect(policy).toContain("object-src 'none'");
  });

  it('should require Trusted Types for scripts and name only the policies it is given', () => {
    const policy = directives(contentSecurityPolicy(SOURCES));
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy.filter((directive) => directive.startsWith('trusted-types '))).toEqual([
      'trusted-types projetos#chunks projetos#service-worker',
    ]);
  });
});
