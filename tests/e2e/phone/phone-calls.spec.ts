import { callLaunchOptions, callStatus, expectAudioFlowing, operatorPhone, recordPeerConnections, roomToRoomCall } from '../support/calls';
import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';

test.use({ launchOptions: callLaunchOptions() });


test('room 101 calls room 102: the tablet rings, both sides connect with audio both ways, hang-up ends both', async ({ browser, demo }) => {
  // Two browsers with fake media devices, a tablet registration and a login: on a shared 2-core machine this needs more than 30 s.
  test.slow();
  const operatorLog = () => operatorPhone(demo.origin(), demo.operatorToken);
  await roomToRoomCall(browser, demo.origin(), {
    registered: async () => (await operatorLog()).registered,
    whileConnected: async () => expect((await operatorLog()).calls[0]).toMatchObject({ from: '101', to: '102', state: 'connected', answeredBy: 'room' }),
    afterHangUp: async () => expect((await operatorLog()).calls[0]).toMatchObject({ state: 'ended' }),
  });
});

test('911 from a logged-out phone reaches the attendant and its greeting plays', async ({ page, demo }) => {
  await recordPeerConnections(page.context());
  await page.goto(`${demo.origin()}/phone?lang=en`);
  await page.getByRole('tab', { name: 'Emergency' }).click();
  await page.getByRole('button', { name: 'Call 911' }).click();
  await expect(callStatus(page)).toHaveAttribute('data-status', 'connected');
  await expect(callStatus(page)).toContainText('Emergency');
  await expectAudioFlowing(page);
  const { calls } = await operatorPhone(demo.origin(), demo.operatorToken);
  expect(calls[0]).toMatchObject({ to: '911', state: 'connected', answeredBy: 'attendant' });
  expect(String(calls[0]?.from)).toMatch(/^sos-/);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(callStatus(page)).toContainText('Call ended');
});

test("a logged-out phone may call only 911; a guest's do-not-disturb reaches the hotel", async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/phone?lang=en`);
  await page.getByRole('button', { name: /Reception/ }).click();
  await expect(callStatus(page)).toHaveAttribute('data-status', 'failed');
  await expect(callStatus(page)).toContainText('Please log in to call this number. The emergency number works without login.');
  await page.getByRole('tab', { name: 'Do not disturb' }).click();
  await expect(page.getByTestId('login-required')).toBeVisible();

  await logInAsGuest(page, demo.origin(), '101', 'Smith');
  await page.goto(`${demo.origin()}/phone?lang=en`);
  const toggle = page.getByRole('switch', { name: 'Do not disturb' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect((await operatorPhone(demo.origin(), demo.operatorToken)).dnd).toEqual([expect.objectContaining({ room: '101', dnd: true })]);
});
