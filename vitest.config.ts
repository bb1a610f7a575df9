import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './renderer/vite.config';

export default defineConfig({
  test: {
    projects: [
      {
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
          include: ['renderer/src/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
