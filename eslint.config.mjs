import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import compat from 'eslint-plugin-compat';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The features are the folders of src/features, read here rather than listed, so a new feature (a new page's) has
 * its lint zones without an edit to this file. Not taken from the page registry (src/app/pages.tsx): this file is
 * plain ESM, which cannot load TypeScript on Node 20, and the zones are drawn between folders, not pages (`ui` is a
 * feature with no page).
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** ARCHITECTURE.md §2: components use the typed hooks from app/hooks.ts. */
const TYPED_HOOKS_ONLY = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message: 'Use useAppDispatch / useAppSelector / useAppStore from @/app/hooks.',
};

/**
 * The layers (docs/ARCHITECTURE.md): shared (api, components, config, hooks, storage, theme, utils, types) →
 * features → app.
 * A feature never imports another feature, and a shared layer imports no feature and nothing from app/.
 */
const LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to components/, hooks/ or config/.',
  })),
  {
    target: [
      './src/api',
      './src/components',
      './src/config',
      './src/hooks',
      './src/storage',
      './src/theme',
      './src/utils',
      './src/types',
    ],
    from: ['./src/features', './src/app'],
    message: 'A shared layer imports no feature and nothing from app/: it is imported by them.',
  },
  {
    // Rendered at build time only (webpack.config.ts PrerenderPlugin): imported by the app, it would bring React's
    // server renderer into the bundle. It composes the app's parts, so it may import any layer; tests may render it.
    target: ['./src/*.{ts,tsx}', './src/!(prerender)/**/!(*.test).{ts,tsx}'],
    from: './src/prerender',
    message: 'src/prerender runs at build time only: nothing in the app imports it.',
  },
  {
    target: './src/sw',
    from: ['./src/features', './src/app', './src/api', './src/storage', './src/components', './src/hooks',
      './src/theme'],
    // register.ts (the page's side: registration, the update notice) keeps the same rule, so it lives beside the
    // worker.
    message: 'The service worker runs without a page: it imports only config/, utils/ and its own modules.',
  },
];

export default defineConfig([
  globalIgnores(['dist', 'dist-*', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'reports', '.swc', 'scripts/tmp']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommendedTypeChecked,
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
    ],
    plugins: { 'import-x': importX },
    languageOptions: {
      // Node's globals only where code runs in Node (tests, e2e, configuration), below.
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      react: { version: '18.3' },
      // import-x parses the imported modules too (for cycles): TypeScript files need the TypeScript parser.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'no-restricted-imports': ['error', { paths: [TYPED_HOOKS_ONLY] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Cycles among our own modules: a package cannot import back into src/, so node_modules is not walked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
      // TypeScript checks props; Emotion's `css` prop is a real prop.
      'react/prop-types': 'off',
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
    },
  },
  // What runs in visitors' browsers uses only what package.json `browserslist` supports (Chrome/Edge 111+, Firefox 115+,
  // Safari/iOS 16.4+), or uses it behind a feature check: the browsers the tests cannot run are checked here.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { compat },
    settings: { lintAllEsApis: true },
    rules: {
      'compat/compat': 'error',
      // No locale data is loaded when a module loads: the first Intl object of a locale costs milliseconds (ICU reads
      // its data), which at module level fell on a page's first paint (docs/DECISIONS.md, "No locale data at module
      // load").
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.object.name="Intl"]:not(:function NewExpression)',
          message: 'Build Intl objects when first needed, inside a function, not at module load.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale/]:not(:function CallExpression)',
          message: 'Format locale strings when first needed, inside a function, not at module load.',
        },
      ],
    },
  },
  // One import style inside a feature: relative. `@/` is for what lies outside it.
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [TYPED_HOOKS_ONLY],
          patterns: [
            {
              group: [`@/features/${feature}`, `@/features/${feature}/**`],
              message: 'Inside a feature, import its own modules with a relative path.',
            },
          ],
        },
      ],
    },
  })),
  // A feature takes from app/ only the typed hooks (app/hooks.ts) and types: app/ builds on features, not the reverse.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Either spelling: `@/app/…` or a relative path.
              group: ['**/app/*', '!**/app/hooks'],
              allowTypeImports: true,
              message: 'A feature imports from app/ only the typed hooks (@/app/hooks) and types (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**/*.{ts,tsx}'],
    extends: [jest.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      // Jest matchers (expect.any, mock.calls) are typed `any`; tests may pass them around.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // fast-check properties and it.each tables assert inside callbacks, and a property's checks depend on the
      // generated input (a repaired album, a value that cannot apply), so some expectations are conditional.
      'jest/no-standalone-expect': 'off',
      'jest/no-conditional-expect': 'off',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] }],
    },
  },
  {
    files: ['src/**/*.test.tsx'],
    extends: [testingLibrary.configs['flat/react']],
  },
  {
    files: ['e2e/**/*.ts'],
    extends: [playwright.configs['flat/recommended']],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Playwright fixtures call `use`, which is not React's hook.
      'react-hooks/rules-of-hooks': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // The e2e helpers named expect… assert (unlike eslint-plugin-jest, this rule takes patterns, not globs).
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect[A-Z]'] }],
      // Tests wait on conditions or on Playwright's clock (page.clock), never on time: a fixed sleep is too short on a
      // busy machine and too long everywhere else.
      'playwright/no-wait-for-timeout': 'error',
    },
  },
  {
    files: ['*.config.ts', 'webpack.config.ts', 'fake-services/**/*.ts', 'src/testing/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
