import { afterAll, describe, expect, it } from 'vitest';
import { BASE_TOKEN, createCommerceApp, post, webLogin } from '../orders/commerce-fixture';
import { FEEDBACK_TEXT_MAX } from './feedback-routes';

const { app, dump, close } = createCommerceApp();
afterAll(close);
const rows = () => dump().feedback as { guest_id: number | null; rating: number; text: string }[];

describe('feedback', () => {
  it('stores feedback signed by the guest of the token, or by nobody', async () => {
    const token = await webLogin(app);
    expect((await post(app, '/api/feedback', { token, rating: 5, text: 'Lovely stay' })).body).toEqual({ result: 0 });
    expect((await post(app, '/api/feedback', { rating: 3, text: '' })).body).toEqual({ result: 0 });
    expect((await post(app, '/api/feedback', { token: BASE_TOKEN, rating: 1, text: 'x'.repeat(FEEDBACK_TEXT_MAX) })).body).toEqual({ result: 0 });
    expect(rows().map((r) => [r.guest_id !== null, r.rating, r.text.length])).toEqual([[true, 5, 11], [false, 3, 0], [false, 1, 2000]]);
  });

  it.each([
    [{ rating: 0, text: 'a' }], [{ rating: 6, text: 'a' }], [{ rating: 4.5, text: 'a' }], [{ rating: '5', text: 'a' }],
    [{ rating: 5, text: 'x'.repeat(FEEDBACK_TEXT_MAX + 1) }], [{ text: 'no rating' }],
  ])('refuses %j with 400 and result 1, writing nothing', async (payload) => {
    const before = dump();
    const { status, body } = await post(app, '/api/feedback', payload);
    expect([status, body.result]).toEqual([400, 1]);
    expect(dump()).toEqual(before);
  });

  it('refuses a token that is no longer valid with result 2', async () => {
    const before = dump();
    expect((await post(app, '/api/feedback', { token: 'expired', rating: 4, text: 'a' })).body).toEqual({ result: 2 });
    expect(dump()).toEqual(before);
  });
});
