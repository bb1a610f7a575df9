import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The same aliases as tsconfig.base.json's `paths` and the renderer's Vite config, and `@resources` for tests that
 * read the demo hotels' data (the app itself never bundles it).
 */
const aliases = {
  '@common': `${import.meta.dirname}/common`,
  '@renderer': `${import.meta.dirname}/renderer/src`,
  '@resources': `${import.meta.dirname}/resources`,
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'main/**/*.test.ts', 'preload/**/*.test.ts', 'tests/services/**/*.test.ts', 'tests/security/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['renderer/src/**/*.test.{ts,tsx}', 'renderer/operator/src/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
