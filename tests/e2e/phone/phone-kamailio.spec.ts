import { randomBytes } from 'node:crypto';
import { test } from '@playwright/test';
import { callLaunchOptions, roomToRoomCall } from '../support/calls';
import { removeDataDir, startDemoServer } from '../support/demo-server';
import { kamailioMissing, startKamailio } from '../support/kamailio';

const missing = kamailioMissing();
if (missing) console.log(`phone-kamailio: skipped: ${missing}`);

test.use({ launchOptions: callLaunchOptions() });

test('production path: the same room-to-room call through Kamailio with deploy/kamailio/kamailio.cfg', async ({ browser }) => {
  test.skip(missing !== undefined, missing);
  // Two browsers with fake media devices, Kamailio and the demo backend: more than 30 s on a shared 2-core machine.
  test.slow();
  const secret = randomBytes(24).toString('base64url');
  const kamailio = await startKamailio(secret);
  const demo = await startDemoServer({ env: { TELEPHONY_SECRET: secret, TELEPHONY_WS_URL: kamailio.wsUrl } });
  try {
    await roomToRoomCall(browser, demo.origin());
  } finally {
    await demo.stop();
    removeDataDir(demo.dataDir);
    await kamailio.stop();
  }
});
