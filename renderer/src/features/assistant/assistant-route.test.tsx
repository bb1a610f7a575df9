import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelConfig, Page, Structure } from '@common/api';
import { resetSession } from '@renderer/lib/reset-session';
import { stubBackend, type Reply } from '@renderer/test/stub-backend';
import { useAuthStore } from '@renderer/features/auth';
import { useCartStore } from '@renderer/features/cart';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { useLanguageStore } from '@renderer/features/language';
import { AssistantRoute } from './assistant-route';
import { useConversationStore } from './conversation-store';

const page = (id: number, parentId: number, type: Page['type'], title: string, extra: Partial<Page> = {}): Page => ({ id, parentId, type, title, ...extra });
const PAGES = [
  page(171, 0, 'page', 'Breakfast buffet', { text: '<p>Our breakfast buffet is served from 07:00 to 10:30.</p><p>Children under 6 eat for free.</p>' }),
  page(150, 0, 'page', 'Check-out', { text: '<p>A late check-out until 15:00 costs €30.</p>' }),
  page(20, 0, 'shop', 'Restaurant', { shopId: 1, text: '<p>All-day dining.</p>' }),
  page(213, 20, 'shopProduct', 'Fruit bowl', { shopId: 1, cost: 7, text: 'Seasonal fruit with yoghurt.' }),
  page(60, 0, 'wakeup', 'Wake-up call', { serviceId: 9, cost: 0, text: '<p>Tell us when to wake you.</p>' }),
];
const structure = (messages = true): Structure => ({
  pages: Object.fromEntries(PAGES.map((p) => [`id_${p.id}`, p])),
  menu: [],
  wakeupcall: { pageId: 60 },
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' }, messages: { enabled: messages } },
});
const config = (phrasing: boolean) => ({ defaultLanguage: 'en', availableLanguages: ['en'], guestTypes: ['resident'], paymentMethods: [], apiUrl: '/api', assistantPhrasing: phrasing }) as unknown as HotelConfig;

function renderAssistant() {
  return render(
    <MemoryRouter initialEntries={['/assistant']}>
      <Routes>
        <Route path="/assistant" element={<AssistantRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function ask(question: string) {
  const field = await screen.findByRole('textbox', { name: 'Your question' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toHaveProperty('disabled', true));
  fireEvent.change(field, { target: { value: question } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ask' })).toHaveProperty('disabled', false));
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  const answers = await screen.findAllByTestId('assistant-answer');
  return answers[answers.length - 1]!;
}

let backend: ReturnType<typeof stubBackend>;
const serve = (replies: Record<string, Reply> = {}) => (backend = stubBackend(replies));

beforeEach(() => {
  resetSession();
  useContentStore.getState().setContent('demo-137', structure(), { shops: { '1': { id: 1, title: 'Restaurant', workingHours: '00:00-23:59', pageId: 20 } } });
  useLanguageStore.getState().setLanguage('en');
  useHotelStore.getState().setHotel('demo', config(false), { id: 137, uid: 'demo-137' });
  serve();
});
afterEach(() => vi.unstubAllGlobals());

describe('/assistant', () => {
  it('answers from the content: the page, its sentence quoted, and the page and reception one tap away', async () => {
    renderAssistant();
    const answer = await ask('When is breakfast served?');
    expect(within(answer).getByRole('heading', { name: 'Breakfast buffet' })).toBeDefined();
    expect(within(answer).getByTestId('assistant-quote').textContent).toBe('Our breakfast buffet is served from 07:00 to 10:30.');
    expect(within(answer).getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe('/assistant?modalType=page&modalId=171');
    expect(within(answer).getByRole('link', { name: 'Ask reception' }).getAttribute('href')).toBe('/messages?text=When+is+breakfast+served%3F');
    expect(document.activeElement).toBe(answer);
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveProperty('value', '');
  });

  it('passes a question the content cannot answer to reception, written in', async () => {
    renderAssistant();
    const answer = await ask('Is there a casino nearby?');
    expect(answer.textContent).toContain('I could not find this in the hotel’s information, so I won’t guess. Reception can answer it.');
    expect(within(answer).getByRole('link', { name: 'Ask reception' }).getAttribute('href')).toBe('/messages?text=Is+there+a+casino+nearby%3F');
    expect(within(answer).queryByRole('heading')).toBeNull();
  });

  it('sends the guest to the desk when the hotel has no messages', async () => {
    useContentStore.getState().setContent('demo-137', structure(false), null);
    renderAssistant();
    const answer = await ask('Is there a casino nearby?');
    expect(answer.textContent).toContain('Please ask at reception.');
    expect(within(answer).queryByRole('link')).toBeNull();
  });

  it('adds a product to the cart from the answer, at the content price', async () => {
    renderAssistant();
    const answer = await ask('Do you have a fruit bowl?');
    expect(within(answer).getByRole('heading', { name: 'Fruit bowl' })).toBeDefined();
    fireEvent.click(await within(answer).findByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().products).toEqual([expect.objectContaining({ id: 213, price: 7, amount: 1, shopId: 1 })]);
  });

  it('shows the opening hours the content gives, and sets the wake-up call on its own screen', async () => {
    renderAssistant();
    const restaurant = await ask('When does the restaurant open?');
    expect(restaurant.textContent).toContain('Hours: \u206600:00–23:59\u2069');
    const wake = await ask('Please wake me up tomorrow');
    expect(within(wake).getByRole('link', { name: 'Set the wake-up call' }).getAttribute('href')).toBe('/wake-up');
  });

  it("answers about the guest's bill with the bill's own lines and balance", async () => {
    useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
    serve({
      '/api/viewbill': () => ({
        result: 0,
        data: { room: '101', guestName: 'Smith', lines: [{ date: '2026-11-21', title: 'Minibar', amountMinor: 1250 }], totalMinor: 1250, paidMinor: 0, balanceMinor: 1250, checkedOut: false },
      }),
    });
    renderAssistant();
    const answer = await ask('What is on my bill?');
    const summary = await within(answer).findByTestId('bill-summary');
    expect(summary.textContent).toContain('Minibar');
    expect(summary.textContent).toContain('12,50 €');
    expect(backend.called('/api/viewbill')).toEqual([{ path: '/api/viewbill', body: { token: 'guest-token' } }]);
    expect(within(answer).getByRole('link', { name: 'Open the bill' }).getAttribute('href')).toBe('/viewbill');
  });

  it("shows the hotel model's wording when every figure in it is the content's, and the quote beside it", async () => {
    useHotelStore.getState().setHotel('demo', config(true), { id: 137, uid: 'demo-137' });
    serve({ '/api/assistant/phrase': () => ({ result: 0, answer: 'Breakfast is served from 7:00 until 10:30.' }) });
    renderAssistant();
    const answer = await ask('When is breakfast served?');
    expect((await within(answer).findByTestId('assistant-phrased')).textContent).toBe('Breakfast is served from 7:00 until 10:30.');
    expect(within(answer).getByText('Written by the hotel’s assistant from this page.')).toBeDefined();
    expect(within(answer).getByTestId('assistant-quote')).toBeDefined();
    expect(backend.called('/api/assistant/phrase')[0]?.body).toEqual({ lang: 'en', question: 'When is breakfast served?', docs: ['page:171'] });
  });

  it('never shows a wording with a figure the content does not give, nor a failed one', async () => {
    useHotelStore.getState().setHotel('demo', config(true), { id: 137, uid: 'demo-137' });
    serve({ '/api/assistant/phrase': () => ({ result: 0, answer: 'Breakfast is served from 6:30 and costs €12.' }) });
    renderAssistant();
    const invented = await ask('When is breakfast served?');
    await waitFor(() => expect(within(invented).queryByRole('status')).toBeNull());
    expect(within(invented).queryByTestId('assistant-phrased')).toBeNull();
    expect(within(invented).getByTestId('assistant-quote').textContent).toContain('07:00 to 10:30');

    serve({ '/api/assistant/phrase': () => ({ result: 3 }) });
    const failed = await ask('How much is a late check-out?');
    await waitFor(() => expect(within(failed).queryByRole('status')).toBeNull());
    expect(within(failed).queryByTestId('assistant-phrased')).toBeNull();
  });

  it('asks a suggested question with one tap, and forgets the conversation on logout', async () => {
    renderAssistant();
    const suggestion = await screen.findByRole('button', { name: 'When is breakfast?' });
    await waitFor(() => expect(suggestion).toHaveProperty('disabled', false));
    fireEvent.click(suggestion);
    expect(within(await screen.findByTestId('assistant-answer')).getByRole('heading', { name: 'Breakfast buffet' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'When is breakfast?' })).toBeNull();
    act(() => resetSession());
    expect(useConversationStore.getState().exchanges).toEqual([]);
    expect(screen.queryByTestId('assistant-answer')).toBeNull();
  });
});
