import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = `${import.meta.dirname}/../..`;
/** The same aliases as tsconfig.base.json's `paths`. */
const aliases = { '@common': `${root}/common`, '@renderer': `${root}/renderer/src` };

/** The tests that hold the spec's rules, for StrykerJS: the mutants live in the modules these tests cover. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    root,
    environment: 'jsdom',
    // Instrumented code under a second runner is slow on two cores: a timeout is not what a mutant is judged by.
    testTimeout: 30_000,
    // Files share one environment per worker: a static mutant runs every test, and a fresh jsdom per file made each
    // such run 150 s in place of 22 s. The tests reset the stores they read, so the order of files does not matter.
    isolate: false,
    setupFiles: ['renderer/src/test/setup.ts'],
    include: [
      'common/**/*.test.ts',
      'renderer/src/features/cart/**/*.test.{ts,tsx}',
      'renderer/src/features/service-codes/**/*.test.ts',
      'renderer/src/features/auth/**/*.test.{ts,tsx}',
      'renderer/src/features/room/**/*.test.tsx',
      'renderer/src/features/realtime/**/*.test.ts',
      'renderer/src/features/shell/**/*.test.{ts,tsx}',
      'renderer/src/features/overlays/**/*.test.{ts,tsx}',
      'renderer/src/features/orders/**/*.test.{ts,tsx}',
      'renderer/src/lib/i18n/**/*.test.ts',
    ],
  },
});
