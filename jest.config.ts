import type { Config } from 'jest';

/** What both kinds of test share: where they live, the `@/` alias, and TypeScript compiled by ts-jest. */
const shared = {
  roots: ['<rootDir>/src', '<rootDir>/fake-services', '<rootDir>/build'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  transform: {
    '^.+\\.(tsx?|m?js)$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          jsxImportSource: '@emotion/react',
          module: 'CommonJS',
          allowJs: true,
          isolatedModules: true,
          esModuleInterop: true,
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise)/)'],
} satisfies Config;

/**
 * Two kinds of test, told apart by the file's name (docs/ARCHITECTURE.md, "Names and tests"):
 * - `*.test.ts`: plain Node, nothing loaded before the test. Domain functions, slices, selectors and build code,
 *   which must not need a document; one that reaches for `window` fails here.
 * - `*.test.tsx` (components, hooks) and `*.dom.test.ts` (a store with the fake services, the browser's storage or
 *   history): a document (jsdom), Testing Library, and the fake services answering through MSW.
 * The document and the setup cost CPU in every file that loads them, so only the files that need them do
 * (docs/DECISIONS.md, "Tests and lint").
 */
const config: Config = {
  // Room for a test whose waits (10 s each at most, src/testing/setupTests.ts) are slow on a busy machine.
  testTimeout: 30_000,
  projects: [
    {
      ...shared,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.dom\\.test\\.ts$'],
    },
    {
      ...shared,
      displayName: 'dom',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['**/*.test.tsx', '**/*.dom.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
    },
  ],
};

export default config;
