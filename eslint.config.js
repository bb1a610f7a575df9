import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './scripts/eslint/feature-boundaries.js';

const restrict = (patterns) => ['error', { patterns }];

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
      'no-restricted-imports': restrict([
        { group: ['**/main/**', '**/preload/**', '**/server/**', 'electron', 'node:*'], message: 'The renderer talks to main only through the bridge.' },
      ]),
    },
  },
  {
    files: ['server/static/remote-debug.js'],
    languageOptions: { globals: { ...globals.browser } },
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
