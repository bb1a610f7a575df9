import { test as base, expect } from '@playwright/test';
import { startDemoServer, removeDataDir, type DemoServer } from './demo-server';

interface Fixtures {
  demo: DemoServer;
  closeOwnContexts: void;
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
  // Playwright closes only the contexts it made itself: a context a test opens with browser.newContext() would stay
  // open for the rest of the worker's tests (a TV page playing its channel on, for one), so each is closed here.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { scope: 'test', auto: true },
  ],
});

export { expect };
