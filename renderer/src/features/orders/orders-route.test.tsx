import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Structure } from '@common/api';
import { TEXT } from '@common/spec';
import { resetSession } from '@renderer/lib/reset-session';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { DialogHost } from '@renderer/features/shell';
import { OrdersRoute } from './orders-route';
import { stubBackend } from '@renderer/test/stub-backend';
import { order } from './test-orders';

const structure: Structure = {
  pages: { id_60: { id: 60, parentId: 0, type: 'wakeup', title: 'Wake-up call', serviceId: 9 } },
  menu: [],
  wakeupcall: { pageId: 60 },
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
};

const renderOrders = () =>
  render(
    <MemoryRouter initialEntries={['/orders']}>
      <OrdersRoute />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetSession();
  useContentStore.getState().setContent('demo', structure, null);
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/orders', () => {
  it("asks a logged-out guest to 'please login' 'to use features', with a way to log in", () => {
    const api = stubBackend({});
    useAuthStore.getState().setAuth({ token: null });
    renderOrders();
    expect(screen.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(api.calls).toEqual([]);
  });

  it('says it is loading, then lists each order with status, time, items and total; wake-up calls stay out', async () => {
    const api = stubBackend({
      '/api/orderList': () => ({
        result: 0,
        data: [
          order({ id: '41', status: '1', deliveryTime: '2025-11-01 08:30:00', totalMinor: 123456, data: [{ id: 211, title: 'Pancakes', amount: 2, price: 9.5, toppings: [] }] }),
          order({ id: '42', type: 'service', shopId: 9, serviceId: 9, deliveryTime: '2025-11-01 07:00:00', data: [{ id: 60, title: 'Wake-up call', amount: 1, price: 0, toppings: [] }] }),
        ],
      }),
    });
    renderOrders();
    expect(screen.getByRole('status').textContent).toBe('Loading your orders');
    const card = await screen.findByTestId('order');
    expect(api.called('/api/orderList')[0]?.body).toEqual({ token: 'guest-token' });
    expect(screen.getAllByTestId('order')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Order 41' }).getAttribute('href')).toBe('/orders?modalType=order&modalId=41');
    expect(within(card).getByText('In process')).toBeDefined();
    expect(within(card).getByText('Sat 01 Nov 08:30')).toBeDefined();
    expect(within(card).getByText('Pancakes × 2')).toBeDefined();
    expect(within(card).getByText('1.234,56 €')).toBeDefined();
    expect(screen.queryByText(/Wake-up call/)).toBeNull();
  });

  it('says so when the guest has no orders', async () => {
    stubBackend({ '/api/orderList': () => ({ result: 0, data: [] }) });
    renderOrders();
    expect(await screen.findByText('You have no orders yet')).toBeDefined();
  });

  it('logs the guest out on result 3', async () => {
    stubBackend({ '/api/orderList': () => ({ result: 3 }) });
    renderOrders();
    expect(await screen.findByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeDefined();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('offers Retry when the list cannot be loaded, and loads again', async () => {
    let fail = true;
    const api = stubBackend({
      '/api/orderList': () => (fail ? { result: 9 } : { result: 0, data: [order({ id: '7', deliveryTime: '' })] }),
    });
    renderOrders();
    expect(await screen.findByText('Your orders could not be loaded')).toBeDefined();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Order 7' })).toBeDefined();
    expect(screen.getByText('As soon as possible')).toBeDefined();
    expect(api.called('/api/orderList')).toHaveLength(2);
  });

  it('lists the guest\'s time-slot bookings with their service, day and time, and cancels one after asking', async () => {
    useContentStore.getState().setContent('demo', { ...structure, pages: { ...structure.pages, id_30: { id: 30, parentId: 0, type: 'service', title: 'Spa', serviceId: 5 } } }, null);
    let booked = true;
    const api = stubBackend({
      '/api/orderList': () => ({ result: 0, data: [] }),
      '/api/api/slot/mine': () => ({ result: 0, data: booked ? [{ serviceId: 5, intervalCode: '2099-06-05T15:00', date: '2099-06-05', start: '15:00', end: '16:00' }] : [] }),
      '/api/api/slot/cancel': () => {
        booked = false;
        return { result: 0 };
      },
    });
    render(
      <MemoryRouter initialEntries={['/orders']}>
        <OrdersRoute />
        <DialogHost />
      </MemoryRouter>,
    );
    const booking = await screen.findByTestId('booking');
    expect(within(booking).getByRole('link', { name: 'Spa' }).getAttribute('href')).toBe('/slots/30');
    expect(booking.textContent).toContain('Fri, Jun 5 · 15:00–16:00');
    fireEvent.click(within(booking).getByRole('button', { name: 'Cancel the booking at Fri, Jun 5 15:00–16:00' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('booking')).toBeNull());
    expect(api.called('/api/api/slot/cancel')[0]?.body).toEqual({ token: 'guest-token', serviceId: 5, intervalCode: '2099-06-05T15:00' });
  });

  it('shows 50 at a time: earlier orders come on request, and the button goes once there are no more', async () => {
    const api = stubBackend({
      '/api/orderList': (body) =>
        body.before === '60'
          ? { result: 0, data: [order({ id: '59' }), order({ id: '58' })] }
          : { result: 0, data: [order({ id: '61' }), order({ id: '60' })], next: '60' },
    });
    renderOrders();
    await screen.findAllByTestId('order');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier orders' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('order')).toHaveLength(4));
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Order 61', 'Order 60', 'Order 59', 'Order 58']);
    expect(api.called('/api/orderList').map((call) => call.body)).toEqual([{ token: 'guest-token' }, { token: 'guest-token', before: '60' }]);
    expect(screen.queryByRole('button', { name: 'Show earlier orders' })).toBeNull();
  });
});
