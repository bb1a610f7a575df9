import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startFakeModel } from '../../../server/test-support/fake-model';
import { findPage, readStructure } from '../support/content';
import { removeDataDir, startDemoServer } from '../support/demo-server';
import { test, expect } from '../support/fixtures';

const demoEn = readStructure('demo', 'en');
const demoRu = readStructure('demo', 'ru');
const breakfast = findPage(demoEn, (p) => p.id === 171);
const fruitBowl = findPage(demoEn, (p) => p.id === 213);

async function ask(page: Page, question: string) {
  const field = page.getByRole('textbox', { name: 'Your question' });
  await field.fill(question);
  await field.press('Enter');
  const answer = page.getByTestId('assistant-answer').last();
  await expect(answer).toBeFocused();
  return answer;
}

test('the guest asks from the home menu, reads the quoted page, opens it over the conversation and adds a product to the cart', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/?lang=en`);
  await page.getByRole('navigation', { name: 'Home menu' }).getByRole('link', { name: 'Ask the hotel' }).click();
  await expect(page).toHaveURL(/\/assistant$/);

  const answer = await ask(page, 'When is breakfast served?');
  await expect(answer.getByRole('heading', { name: breakfast.title })).toBeVisible();
  await expect(answer.getByTestId('assistant-quote')).toContainText('from 07:00 to 10:30 on weekdays');
  await answer.getByRole('link', { name: 'Open the page' }).click();
  const modal = page.getByRole('dialog', { name: breakfast.title });
  await expect(modal).toContainText('children under 6 eat for free');
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/assistant$/);
  await expect(page.getByTestId('assistant-answer')).toHaveCount(1);

  const product = await ask(page, 'Do you have a fruit bowl?');
  await expect(product.getByRole('heading', { name: fruitBowl.title })).toBeVisible();
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('stay.cart') ?? '{}').state?.products as { id: number; price: number }[]);
  expect(cart).toEqual([expect.objectContaining({ id: 213, price: fruitBowl.cost })]);
});

test('a question the content cannot answer goes to reception with the question written in', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/assistant?lang=en`);
  const answer = await ask(page, 'Is there a casino nearby?');
  await expect(answer).toContainText('I could not find this in the hotel’s information');
  await answer.getByRole('link', { name: 'Ask reception' }).click();
  await expect(page).toHaveURL(/\/messages\?text=Is\+there\+a\+casino\+nearby%3F$/);
});

test('the assistant answers in Russian from the Russian content, by keyboard alone', async ({ page, demo }) => {
  await page.goto(`${demo.origin()}/assistant?lang=ru`);
  await expect(page.getByRole('heading', { level: 1, name: 'Спросить отель' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Ваш вопрос' });
  await field.focus();
  await page.keyboard.type('Во сколько открывается бассейн?');
  await page.keyboard.press('Enter');
  const answer = page.getByTestId('assistant-answer');
  await expect(answer).toBeFocused();
  await expect(answer.getByRole('heading', { name: findPage(demoRu, (p) => p.id === 177).title })).toBeVisible();
  await expect(answer.getByTestId('assistant-quote')).toContainText('07:00 до 22:00');
  await page.keyboard.press('Tab');
  await expect(answer.getByRole('link', { name: 'Открыть страницу' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assistant\?modalType=page&modalId=177$/);
});

test("with a hotel model, the answer is the model's wording of the page's passage, and a made-up hour is never shown", async ({ page }) => {
  const model = await startFakeModel();
  const resources = mkdtempSync(join(tmpdir(), 'stay-e2e-resources-'));
  cpSync(resolve(import.meta.dirname, '../../../resources'), resources, { recursive: true });
  const hotelFile = join(resources, 'hotels/demo/hotel.json');
  const hotel = JSON.parse(readFileSync(hotelFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(hotelFile, JSON.stringify({ ...hotel, assistant: { endpoint: model.url, model: 'house-model' } }));
  const server = await startDemoServer({ resourcesDir: resources });
  try {
    await page.goto(`${server.origin()}/assistant?lang=en`);
    model.next({ content: 'The breakfast buffet runs from 07:00 to 10:30 on weekdays and until 11:00 at weekends.' });
    const answer = await ask(page, 'When is breakfast served?');
    await expect(answer.getByTestId('assistant-phrased')).toHaveText('The breakfast buffet runs from 07:00 to 10:30 on weekdays and until 11:00 at weekends.');
    await expect(answer.getByText('Written by the hotel’s assistant from this page.')).toBeVisible();
    await expect(answer.getByTestId('assistant-quote')).toBeVisible();
    const user = model.calls[0]!.body.messages[1]!.content;
    expect(user).toContain(`Passage 1:\n${breakfast.title}\nOur breakfast buffet is served in the restaurant`);
    expect(user).toMatch(/Question: When is breakfast served\?$/);

    model.next({ content: 'Late check-out is free until 18:00.' });
    const invented = await ask(page, 'Can I check out late?');
    await expect(invented.getByRole('status')).toHaveCount(0);
    await expect(invented.getByTestId('assistant-phrased')).toHaveCount(0);
    await expect(invented.getByTestId('assistant-quote')).toContainText('A late check-out until 15:00');
    expect(model.calls).toHaveLength(2);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(resources, { recursive: true, force: true });
    await model.close();
  }
});
