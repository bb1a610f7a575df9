import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreateRequest, Structure } from '@common/api';
import { TEXT } from '@common/spec';
import { useHotelStore } from '@renderer/features/hotel';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useDialogStore } from '@renderer/features/shell';
import { usePincodeStore } from '@renderer/features/pincode';
import { useAreaStore } from '@renderer/features/room';
import { addLinesToCart, useCartStore } from './cart-store';
import { placeOrder } from './place-order';
import type { OrderDraft } from './order-types';

const structure = {
  pages: {},
  menu: [],
  cart: { fee: 10, feeType: 'percent', text: 'Service charge' },
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
} as Structure;

const breakfast = { id: 211, title: 'Full breakfast', price: 16.5, amount: 2, toppings: [{ id: 21114, name: 'Crispy bacon', price: 2, amount: 1 }], shopId: 1 };
const draft: OrderDraft = { type: 'shop', shopId: 1, lines: [breakfast], deliveryTime: '2025-10-31 12:15:00', numOfPerson: 2, paymentMethod: 'pos' };

const sent: OrderCreateRequest[] = [];
const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function serve(...replies: (() => Promise<Response>)[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      const reply = replies.shift();
      return reply ? reply() : answer({ result: 0, orderId: 'x' });
    }),
  );
}

const dialogs = () => useDialogStore.getState().queue.map((d) => [d.kind, d.title, d.text]);

describe('placeOrder', () => {
  beforeEach(() => {
    sent.length = 0;
    useCartStore.getState().reset();
    useDialogStore.getState().clear();
    useAuthStore.getState().setAuth({ token: 'guest-token', authType: 'web' });
    useContentStore.getState().setContent('demo-137', structure, null);
    useAreaStore.setState({ TVID: '0', title: '' });
    addLinesToCart([breakfast]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing for a shop the parental lock keeps closed, and says why', async () => {
    serve();
    useContentStore.getState().setContent('demo-137', structure, { shops: { '3': { id: 3, title: 'Minibar', pageId: 160, parentalLock: true } } });
    usePincodeStore.setState({ value: '1984' });
    const minibar: OrderDraft = { ...draft, shopId: 3, lines: [{ ...breakfast, shopId: 3 }] };
    expect(await placeOrder(minibar)).toMatchObject({ ok: false });
    expect(sent).toEqual([]);
    expect(dialogs()).toEqual([['error', 'Parental lock', 'The parental lock is on, so this cannot be ordered. Whoever knows the PIN can lift the lock in Settings.']]);
    usePincodeStore.setState({ value: '' });
    expect(await placeOrder(minibar)).toMatchObject({ ok: true });
  });

  it("sends the spec's payload and moves the products into an order with status '0'", async () => {
    serve(() => answer({ result: 0, orderId: '41' }));
    expect(await placeOrder(draft)).toEqual({ ok: true, orderId: '41' });
    expect(sent[0]).toMatchObject({
      token: 'guest-token', type: 'shop', shopId: 1, fee: 10, feeType: 'percent', deliveryTime: '2025-10-31 12:15:00',
      numOfPerson: '2', tvId: '0', data: [{ id: 211, amount: 2, price: 16.5, toppings: [{ id: 21114, amount: 1, price: 2 }] }],
      paymentMethod: 'pos', totalMinor: 4070,
    });
    expect(sent[0]?.requestId).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const cart = useCartStore.getState();
    expect(cart.products).toEqual([]);
    expect(cart.orders).toMatchObject([{ id: '41', status: '0', shopId: 1, type: 'shop' }]);
    expect(cart.pendingRequests).toEqual({});
  });

  it('keeps the requestId after a dropped answer, so the retry makes one order', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')), () => answer({ result: 0, orderId: '42' }));
    expect(await placeOrder(draft)).toEqual({ ok: false, result: 1001 });
    expect(dialogs()).toEqual([['error', 'Error', 'The order was not sent because the connection failed. Your cart is kept: please try again.']]);
    expect(useCartStore.getState().products).toHaveLength(1);
    expect(Object.values(useCartStore.getState().pendingRequests)).toEqual([sent[0]?.requestId]);
    expect(await placeOrder(draft)).toEqual({ ok: true, orderId: '42' });
    expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
    expect(useCartStore.getState().pendingRequests).toEqual({});
  });

  it('uses a new requestId for a different order', async () => {
    serve(() => Promise.reject(new TypeError('offline')));
    await placeOrder(draft);
    serve();
    await placeOrder({ ...draft, comment: 'no onions' });
    expect(sent[1]?.requestId).not.toBe(sent[0]?.requestId);
  });

  it.each([
    [1, 'Incorrect data'],
    [2, 'Incorrect token'],
    [3, 'Other error'],
    [9, 'Other error'],
    [7, TEXT.generic],
  ])("shows createOrder_%i under 'error' and keeps the cart", async (result, text) => {
    serve(() => answer({ result }));
    expect(await placeOrder(draft)).toEqual({ ok: false, result });
    expect(dialogs()).toEqual([['error', 'Error', text]]);
    expect(useCartStore.getState().products).toHaveLength(1);
    expect(useCartStore.getState().pendingRequests).toEqual({});
  });

  it('reads a refusal from a 400 answer and shows nopost_error for a refused guest account', async () => {
    serve(() => answer({ result: 5, message: 'nopost_error' }), () => answer({ result: 1, reason: 'bad' }, 400));
    expect(await placeOrder(draft)).toEqual({ ok: false, result: 5 });
    expect(await placeOrder(draft)).toEqual({ ok: false, result: 1 });
    expect(dialogs()).toEqual([
      ['error', 'Error', TEXT.nopostError],
      ['error', 'Error', 'Incorrect data'],
    ]);
  });

  it('sends a service order with its first product, no method without a total, and Incorrect token without a token', async () => {
    serve();
    await placeOrder({ type: 'service', shopId: 5, lines: [{ ...breakfast, price: 0, toppings: [], serviceId: 5 }, breakfast], deliveryTime: '', paymentMethod: 'pos' });
    expect(sent[0]).toMatchObject({ type: 'service', shopId: 5, numOfPerson: '1', totalMinor: 0, data: [{ id: 211, price: 0 }] });
    expect(sent[0]?.data).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('paymentMethod');
    useAuthStore.getState().setAuth({ token: null });
    expect(await placeOrder(draft)).toEqual({ ok: false, result: 2 });
    expect(sent).toHaveLength(1);
  });

  it("falls back to the hotel's base token when nobody is logged in", async () => {
    serve();
    useAuthStore.getState().setAuth({ token: null });
    useHotelStore.setState({ identity: { id: 137, uid: 'demo-137', baseToken: 'hotel-base' } });
    expect(await placeOrder(draft)).toEqual({ ok: true, orderId: 'x' });
    expect(sent[0]).toMatchObject({ token: 'hotel-base' });
    useHotelStore.setState({ identity: null });
  });
});
