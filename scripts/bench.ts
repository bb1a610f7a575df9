/**
 * `npm run bench`: the budgets of docs/architecture.md measured on the built app against the real demo backend.
 * Sizes come from dist/web; load times from Debian's Chromium with Slow 4G and a 4x CPU slowdown over CDP.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium';
import { startDemoServer, removeDataDir } from '../tests/e2e/support/demo-server';
import { measureBundle } from './bench/bundle-size';
import { measureStartup } from './bench/startup';

const bundle = measureBundle();
console.log('\nBundle (brotli -q 11):');
console.table(bundle.rows);
console.log(`first screen JS: ${bundle.firstScreenKb} KB (budget 110); largest lazy chunk: ${bundle.largestLazyKb} KB (budget 40)`);

const server = await startDemoServer();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const phone = await measureStartup(browser, server.origin(), { width: 390, height: 844 });
  console.log('\nPhone profile, Slow 4G (150 ms RTT, 1.6 Mbps) and 4x CPU:');
  console.table(phone.runs);
  console.log('cold start requests:', phone.coldRequests.join('\n  '));
} finally {
  await browser.close();
  await server.stop();
  removeDataDir(server.dataDir);
}
