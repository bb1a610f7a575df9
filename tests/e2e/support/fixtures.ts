import { test as base, expect } from '@playwright/test';
import { startDemoServer, removeDataDir, type DemoServer } from './demo-server';

interface Fixtures {
  demo: DemoServer;
}

/**
 * One real demo backend per test, on its own port and data directory (about half a second to start), so no
 * test sees another's registrations, orders or logins. The demo hotel's installation window is open, as while an
 * installer sets the rooms up: registration.spec.ts closes it to test the operator's confirmation.
 */
export const test = base.extend<Fixtures>({
  demo: [
    // Playwright reads the fixtures a function needs from its first parameter, so it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startDemoServer();
      await server.openInstallation();
      await use(server);
      await server.stop();
      removeDataDir(server.dataDir);
    },
    { scope: 'test' },
  ],
});

export { expect };
