import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelConfig, ShopStructure, Structure } from '@common/api';
import { QueryOverlays } from '@renderer/app/overlays/query-overlays';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { setHotelTimeZone } from '@renderer/lib/time/hotel-zone';
import { stubBackend } from '@renderer/test/stub-backend';
import { useDeliveryStore } from './delivery-store';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { addLinesToCart, useCartStore } from './cart-store';
import { CartRoute } from './cart-route';

const structure = {
  pages: { id_60: { id: 60, parentId: 0, type: 'wakeup', serviceId: 9, title: 'Wake-up call' } },
  menu: [],
  wakeupcall: { pageId: 60 },
  cart: { fee: 10, feeType: 'percent', text: 'Service charge' },
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
} as unknown as Structure;
const shops: ShopStructure = {
  shops: {
    '1': { id: 1, title: 'Restaurant', cutlery: true, timeSelect: true, pageId: 20, workingHours: '00:00-23:59' },
    '2': { id: 2, title: 'Bar', cutlery: false, timeSelect: false, pageId: 100 },
  },
};
const config = {
  mode: 'advanced', guestTypes: ['resident', 'pmsnum'], inRoom: false,
  paymentMethods: [{ type: 'payOnline', guestType: 'resident' }, { type: 'pos', guestType: 'resident' }, { type: 'payOnline', guestType: 'pmsnum' }],
} as HotelConfig;

const soup = { id: 112, title: 'Soup', price: 8.5, amount: 1, toppings: [], shopId: 1, approxTime: 25 };
const beer = { id: 300, title: 'Beer', price: 5, amount: 2, toppings: [], shopId: 2 };
const wakeUp = { id: 60, title: 'Wake-up call', price: 0, amount: 1, toppings: [], shopId: 9, serviceId: 9 };

function renderCart(url = '/cart', mode: HotelConfig['mode'] = 'advanced') {
  useHotelStore.getState().setHotel('demo', { ...config, mode }, { id: 137, uid: 'demo-137' });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/cart" element={<CartRoute />} />
        <Route path="/information/:type" element={<p>sent</p>} />
        <Route path="/orders" element={<p>orders</p>} />
      </Routes>
      <QueryOverlays phone allowedOrigins={[]} />
    </MemoryRouter>,
  );
}

describe('the delivery time of a new order', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 10, 0));
    useCartStore.getState().reset();
    useDeliveryStore.getState().reset();
    useGuestStore.getState().reset();
    useContentStore.getState().setContent('demo-137', structure, shops);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts at the nearest valid time, not at a time chosen for an earlier order', async () => {
    useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
    const api = stubBackend({ '/api/orderCreate': () => ({ result: 0, orderId: '7' }) });
    addLinesToCart([soup]);
    useDeliveryStore.getState().confirm('2026-05-11 08:30:00');
    const first = renderCart();
    expect(screen.getByTestId('delivery-time').textContent).toMatch(/08:30$/);
    fireEvent.click(screen.getByRole('radio', { name: 'Charge to my room' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    await screen.findByText('sent');
    expect(api.called('/api/orderCreate')[0]?.body.deliveryTime).toBe('2026-05-11 08:30:00');
    first.unmount();

    addLinesToCart([soup]);
    renderCart();
    expect(screen.getByTestId('delivery-time').textContent).toMatch(/10:15$/);
    await waitFor(() => expect(useDeliveryStore.getState().deliveryTime).toBe('2026-05-10 10:15:00'));
  });

  it('starts a repeat at the nearest valid time too, not at the time chosen for the order it repeats', async () => {
    useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
    const placed = { id: '41', shopId: 1, type: 'shop', status: '2', deliveryTime: '2026-05-11 08:30:00', createdAt: '2026-05-10 09:00:00', tvId: '0', numOfPerson: '1',
      data: [{ id: 112, title: 'Soup', amount: 1, price: 8.5, toppings: [] }], fee: 0, feeType: 'fixed', totalMinor: 850, payment: { status: 'none' } };
    const api = stubBackend({ '/api/orderCreate': () => ({ result: 0, orderId: '41' }), '/api/orderList': () => ({ result: 0, data: [placed] }) });
    addLinesToCart([soup]);
    useDeliveryStore.getState().confirm('2026-05-11 08:30:00');
    const first = renderCart();
    fireEvent.click(screen.getByRole('radio', { name: 'Charge to my room' }));
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    await screen.findByText('sent');
    expect(api.called('/api/orderCreate')[0]?.body.deliveryTime).toBe('2026-05-11 08:30:00');
    first.unmount();

    renderCart('/orders?modalType=order&modalId=41');
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat the order' }, { timeout: 5000 }));
    expect((await screen.findByTestId('delivery-time')).textContent).toMatch(/10:15$/);
    await waitFor(() => expect(useDeliveryStore.getState().deliveryTime).toBe('2026-05-10 10:15:00'));
    expect(useCartStore.getState().products).toMatchObject([{ id: 112, amount: 1, shopId: 1 }]);
  });

  it('computes the nearest time again on every visit rather than keeping an earlier one', async () => {
    addLinesToCart([soup]);
    useDeliveryStore.getState().setNearest('2026-05-11 08:30:00');
    renderCart();
    await waitFor(() => expect(useDeliveryStore.getState().deliveryTime).toBe('2026-05-10 10:15:00'));
    expect(screen.getByTestId('delivery-time').textContent).toMatch(/10:15$/);
  });
});

describe("the timepicker on a device in another time zone", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 01:10 on Saturday 11 July in Berlin: still Friday evening in New York (19:10) and in UTC (23:10).
    vi.setSystemTime(new Date('2026-07-10T23:10:00Z'));
    setHotelTimeZone('Europe/Berlin');
    useCartStore.getState().reset();
    useDeliveryStore.getState().reset();
    useGuestStore.getState().reset();
    useContentStore.getState().setContent('demo-137', structure, shops);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    setHotelTimeZone(undefined);
  });

  /** What the picker offers on a device whose clock is in `zone` (Node reads TZ again whenever it changes). */
  async function pickerOn(zone: string) {
    vi.stubEnv('TZ', zone);
    addLinesToCart([soup]);
    const view = renderCart();
    const shown = screen.getByTestId('delivery-time').textContent;
    fireEvent.click(screen.getByTestId('delivery-time'));
    const days = within(await screen.findByRole('listbox', { name: 'Day' }, { timeout: 5000 })).getAllByRole('option');
    const hours = within(screen.getByRole('listbox', { name: 'Hour' })).getAllByRole('option');
    const minutes = within(screen.getByRole('listbox', { name: 'Minute' })).getAllByRole('option');
    const offered = {
      shown,
      days: days.map((day) => day.textContent),
      chosen: [days, hours, minutes].map((wheel) => wheel.find((row) => row.getAttribute('aria-selected') === 'true')?.textContent),
      firstHour: hours.find((hour) => !hour.hasAttribute('disabled'))?.textContent,
      firstMinute: minutes.find((minute) => !minute.hasAttribute('disabled'))?.textContent,
    };
    view.unmount();
    useCartStore.getState().reset();
    useDeliveryStore.getState().reset();
    return offered;
  }

  it("offers the hotel's days, hours and minutes, the same on a device in New York and one in UTC", async () => {
    const berlin = {
      shown: 'Sat 11 Jul 01:25',
      days: ['Sat 11 Jul', 'Sun 12 Jul', 'Mon 13 Jul', 'Tue 14 Jul', 'Wed 15 Jul'],
      chosen: ['Sat 11 Jul', '01', '25'],
      firstHour: '01',
      firstMinute: '25',
    };
    expect(await pickerOn('America/New_York')).toEqual(berlin);
    expect(await pickerOn('UTC')).toEqual(berlin);
  });
});

describe('cart screen', () => {
  beforeEach(() => {
    useCartStore.getState().reset();
    useGuestStore.getState().reset();
    useContentStore.getState().setContent('demo-137', structure, shops);
  });

  it('says so when empty, and keeps the wake-up service out', () => {
    addLinesToCart([wakeUp]);
    renderCart();
    expect(screen.getByRole('status').textContent).toBe('Your cart is empty');
  });

  it('shows cards, approximate time, amount, fee line, total, counter, time, toggle and methods', () => {
    addLinesToCart([soup, beer, wakeUp]);
    renderCart();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByText('Approximate time: 25 min')).toBeTruthy();
    expect(screen.getByTestId('order-amount').textContent).toBe('18,50 €');
    expect(screen.getByText('Service charge')).toBeTruthy();
    expect(screen.getByTestId('fee').textContent).toBe('1,85 €');
    expect(screen.getByTestId('bill-total').textContent).toBe('20,35 €');
    expect(screen.getByRole('group', { name: 'Number of persons' })).toBeTruthy();
    expect(screen.getByTestId('delivery-time')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'I am' })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /Pay online|Charge to my room/ })).toHaveLength(2);
  });

  it("resets the method to the guest type's first on a type change", () => {
    addLinesToCart([soup]);
    useGuestStore.getState().setGuest({ guestType: 'resident', paymentMethod: 'pos' });
    renderCart();
    expect((screen.getByRole('radio', { name: 'Charge to my room' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'I have a booking' }));
    expect(useGuestStore.getState().guest).toMatchObject({ guestType: 'pmsnum', paymentMethod: 'payOnline' });
    expect(screen.queryByRole('radio', { name: 'Charge to my room' })).toBeNull();
  });

  it('counts persons from 1 to 9 (part 1 §5, part 2 §5)', () => {
    addLinesToCart([soup]);
    renderCart();
    const counter = within(screen.getByRole('group', { name: 'Number of persons' }));
    const [less, more] = [counter.getByRole('button', { name: 'One less' }), counter.getByRole('button', { name: 'One more' })];
    expect(counter.getByText('1')).toBeTruthy();
    expect((less as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 12; i++) fireEvent.click(more);
    expect(counter.getByText('9')).toBeTruthy();
    expect((more as HTMLButtonElement).disabled).toBe(true);
    for (let i = 0; i < 12; i++) fireEvent.click(less);
    expect(counter.getByText('1')).toBeTruthy();
  });

  it('hides counter, time and methods where the rules say so', () => {
    addLinesToCart([beer]);
    renderCart();
    expect(screen.queryByRole('group', { name: 'Number of persons' })).toBeNull();
    expect(screen.queryByTestId('delivery-time')).toBeNull();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeTruthy();
  });

  it('shows no picker, toggle or methods in basic mode, and sends the wishlist to the staff', async () => {
    useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
    const api = stubBackend({ '/api/orderCreate': () => ({ result: 0, orderId: '8' }) });
    addLinesToCart([soup]);
    renderCart('/cart', 'basic');
    expect(screen.queryByTestId('delivery-time')).toBeNull();
    expect(screen.queryByRole('group', { name: 'I am' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Order' })).toBeNull();
    expect(screen.getByText('The staff will get your list and bring it to you, or call you if anything is missing.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Send to the staff' }));
    await screen.findByText('sent');
    const sent = api.called('/api/orderCreate')[0]?.body;
    expect(sent).toMatchObject({ deliveryTime: '', shopId: 1, data: [{ id: 112, amount: 1 }] });
    expect(sent).not.toHaveProperty('paymentMethod');
    vi.unstubAllGlobals();
  });

  it('shows one shop with ?shopId', () => {
    addLinesToCart([soup, beer, { ...soup, id: 113, price: 0 }]);
    renderCart('/cart?shopId=2');
    expect(screen.getAllByTestId('cart-line').map((card) => card.dataset.productId)).toEqual(['300']);
  });

  it('shows no payment methods for a zero total', () => {
    addLinesToCart([{ ...soup, price: 0 }]);
    renderCart();
    expect(screen.queryByRole('group', { name: 'Payment method' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order' })).toBeTruthy();
  });

  it('changes amounts with + and − and drops a line at zero', () => {
    addLinesToCart([soup]);
    renderCart();
    const card = within(screen.getByTestId('cart-line'));
    fireEvent.click(card.getByRole('button', { name: 'One more' }));
    expect(useCartStore.getState().products[0]?.amount).toBe(2);
    fireEvent.click(card.getByRole('button', { name: 'One less' }));
    fireEvent.click(card.getByRole('button', { name: 'One less' }));
    expect(useCartStore.getState().products).toEqual([]);
  });
});
