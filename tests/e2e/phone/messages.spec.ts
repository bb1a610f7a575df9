import { test, expect } from '../support/fixtures';
import { logInAsGuest } from '../support/guest-login';

test('a guest writes to reception; the reply arrives in the open conversation within 3 s; unread counts show and clear', async ({ page, demo }) => {
  const origin = demo.origin();
  const operatorUrl = `${origin.replace('demo.localhost', '127.0.0.1')}/operator/demo/rooms/101/messages`;
  const reply = (text: string) =>
    page.request.post(operatorUrl, { headers: { authorization: `Bearer ${demo.operatorToken}` }, data: { recipientId: 'reception', text } });
  await logInAsGuest(page, origin);

  // A command published before the device's first poll is on its way is not for it: wait until it listens.
  const listening = page.waitForRequest((request) => request.url().includes('/queue/subv2/'));
  await page.goto(`${origin}/recipients?lang=en`);
  await listening;
  await page.getByTestId('recipient').filter({ hasText: 'Reception' }).click();
  await expect(page).toHaveURL(`${origin}/messages/reception`);
  const box = page.getByLabel('Message to Reception');
  await box.fill('Could I have two more towels, please?');
  await box.press('Enter');
  const conversation = page.getByTestId('conversation');
  await expect(conversation.getByTestId('message').filter({ hasText: 'two more towels' })).not.toHaveAttribute('data-state', /.*/);

  expect((await reply('Of course, they are on their way.')).status()).toBe(201);
  await expect(conversation.getByText('Of course, they are on their way.')).toBeVisible({ timeout: 3_000 });

  // Closed conversation: a new reply counts as unread on the recipients list, and clears once read.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/recipients`));
  expect((await reply('Anything else we can do?')).status()).toBe(201);
  const receptionLink = page.getByTestId('recipient').filter({ hasText: 'Reception' });
  await expect(receptionLink.getByTestId('unread')).toContainText('1', { timeout: 3_000 });
  await receptionLink.click();
  await expect(conversation.getByText('Anything else we can do?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByTestId('recipient').filter({ hasText: 'Reception' })).toBeVisible();
  await expect(page.getByTestId('unread')).toHaveCount(0);
});
