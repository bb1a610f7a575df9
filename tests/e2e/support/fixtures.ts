import { test as base, expect } from '@playwright/test';
import { startDemoServer, removeDataDir, type DemoServer } from './demo-server';

interface WorkerFixtures {
  demo: DemoServer;
}

/** One real demo backend per worker, on its own port and data directory. */
export const test = base.extend<object, WorkerFixtures>({
  demo: [
    // Playwright reads the fixtures a function needs from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startDemoServer();
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'worker' },
  ],
});

export { expect };
