import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

const restrict = (patterns) => ['error', { patterns }];
const BRIDGE_ONLY = { group: ['**/main/**', '**/preload/**', '**/server/**', 'electron', 'node:*'], message: 'The renderer talks to main only through the bridge.' };
const NOT_APP = { group: ['@renderer/app', '@renderer/app/*', '**/app/**'], message: 'app/ composes the features: nothing below it imports it (route paths are in @renderer/lib/paths).' };
const NO_DEEP_RELATIVE = { group: ['../../*'], message: 'Reach outside a folder and its parent through @renderer/..., @common/... or @resources/..., not ../../.' };
const OWN_NAVIGATE = {
  group: ['react-router-dom', 'react-router'],
  importNames: ['useNavigate'],
  message: "Use useNavigate from @renderer/lib/navigation: the router's own changes with every navigation and restarts the effects that hold it.",
};
const NOT_FEATURES = { group: ['@renderer/features/*', '**/features/**'], message: 'lib/ and platform/ sit below the features.' };

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'release', 'test-results', 'playwright-report', '.data', '.bench'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Imports run one way: a circle of modules fails the lint, whichever process it is in.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'server/**', 'main/**', 'preload/**', 'tests/**', 'scripts/**', '*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, stay: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'stay/feature-boundaries': 'error',
      'no-restricted-imports': restrict([BRIDGE_ONLY, NO_DEEP_RELATIVE, OWN_NAVIGATE]),
    },
  },
  {
    files: ['server/static/remote-debug.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Dependencies run one way: app over features over lib and platform. Tests may compose from above.
    files: ['renderer/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([BRIDGE_ONLY, NO_DEEP_RELATIVE, NOT_APP, OWN_NAVIGATE]) },
  },
  {
    files: ['renderer/src/lib/**/*.{ts,tsx}', 'renderer/src/platform/**/*.{ts,tsx}', 'renderer/src/locales/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict([BRIDGE_ONLY, NO_DEEP_RELATIVE, NOT_APP, NOT_FEATURES]) },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['electron', 'node:*', '**/main/**', '**/preload/**', '**/renderer/**', '**/server/**'], message: 'common/ is plain TypeScript shared by every process.' },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['electron', '**/main/**', '**/preload/**', '**/renderer/**'], message: 'The demo backend shares only common/ with the app.' },
      ]),
    },
  },
);
