import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

const launchOptions = chromiumLaunchOptions();

export default defineConfig({
  testDir: '.',
  // Sized for a busy 2-core machine (other jobs or a CPU hog beside the suite): a focused test that takes 10-20 s
  // alone took up to 50 s there, so 90 s is room, not a target. Waits are on conditions, so a quiet machine is no
  // slower for it.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: '../test-results',
  // A trace records every step of every test, which costs a loaded machine minutes: STAY_TRACE=1 turns it on.
  use: { launchOptions, trace: process.env.STAY_TRACE ? 'retain-on-failure' : 'off', screenshot: 'only-on-failure', navigationTimeout: 30_000, actionTimeout: 15_000 },
  projects: [
    {
      name: 'phone',
      testMatch: ['e2e/phone/**/*.spec.ts', 'e2e/common/**/*.spec.ts'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'tablet',
      testMatch: ['e2e/tablet/**/*.spec.ts', 'e2e/common/**/*.spec.ts'],
      use: { viewport: { width: 1280, height: 800 }, hasTouch: true },
    },
    {
      name: 'tv',
      testMatch: ['e2e/tv/**/*.spec.ts'],
      use: { viewport: { width: 1920, height: 1080 } },
    },
    {
      name: 'kiosk',
      testMatch: ['kiosk/**/*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
});
