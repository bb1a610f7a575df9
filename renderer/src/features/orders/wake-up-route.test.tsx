import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, Structure } from '@common/api';
import { TEXT } from '@common/spec';
import { resetSession } from '@renderer/lib/reset-session';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useToastStore } from '@renderer/features/overlays';
import { useAreaStore } from '@renderer/features/room';
import { stubBackend } from '@renderer/test/stub-backend';
import { order } from './test-orders';
import { WakeUpRoute } from './wake-up-route';

const structure: Structure = {
  pages: { id_60: { id: 60, parentId: 0, type: 'wakeup', title: 'Wake-up call', serviceId: 9, cost: 0 } },
  menu: [],
  wakeupcall: { pageId: 60 },
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
};
const tomorrow = dayjs().add(1, 'day').startOf('day');
const alarm = (id: string, tvId: string, time = tomorrow.hour(6).minute(45)): Order =>
  order({ id, type: 'service', shopId: 9, serviceId: 9, tvId, status: '0', deliveryTime: time.format('YYYY-MM-DD HH:mm:ss'), totalMinor: 0 });

const renderWakeUp = () =>
  render(
    <MemoryRouter initialEntries={['/wake-up']}>
      <WakeUpRoute />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetSession();
  useToastStore.getState().clear();
  useContentStore.getState().setContent('demo', structure, null);
  useAreaStore.getState().setArea({ TVID: '1', title: 'Bedroom' });
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('/wake-up', () => {
  it('needs a login', () => {
    useAuthStore.getState().setAuth({ token: null });
    renderWakeUp();
    expect(screen.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeDefined();
  });

  it("sets a wake-up call for this area's TV and shows it once the orders are refetched", async () => {
    let orders: Order[] = [alarm('other-room-tv', '2')];
    const api = stubBackend({
      '/api/orderList': () => ({ result: 0, data: orders }),
      '/api/orderCreate': () => {
        orders = [...orders, alarm('new', '1', tomorrow.hour(7).minute(30))];
        return { result: 0, orderId: 'new' };
      },
    });
    renderWakeUp();
    expect(await screen.findByText('No wake-up call is set')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Set a wake-up call' }));
    const wheels = await screen.findByTestId('time-wheels');
    fireEvent.click(within(within(wheels).getByRole('listbox', { name: 'Day' })).getAllByRole('option')[1]!);
    fireEvent.click(within(within(wheels).getByRole('listbox', { name: 'Hour' })).getByRole('option', { name: '07' }));
    fireEvent.click(within(within(wheels).getByRole('listbox', { name: 'Minute' })).getByRole('option', { name: '30' }));
    fireEvent.click(within(wheels).getByRole('button', { name: 'Done' }));

    const expected = `Wake-up call: ${tomorrow.hour(7).minute(30).format('ddd DD MMM HH:mm')}`;
    expect(await screen.findByText(expected)).toBeDefined();
    const sent = api.called('/api/orderCreate')[0]?.body;
    expect(sent).toMatchObject({
      token: 'guest-token',
      type: 'service',
      shopId: 9,
      tvId: '1',
      deliveryTime: `${tomorrow.format('YYYY-MM-DD')} 07:30:00`,
      data: [{ id: 60, amount: 1, price: 0, toppings: [] }],
    });
    expect(api.called('/api/orderList')).toHaveLength(2);
    expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Your wake-up call is set');
    expect(screen.queryByTestId('time-wheels')).toBeNull();
  });

  it('cancels the alarm and refetches the orders', async () => {
    let orders: Order[] = [alarm('mine', '1')];
    const api = stubBackend({
      '/api/orderList': () => ({ result: 0, data: orders }),
      '/api/orderCancel': () => {
        orders = [];
        return { result: 0 };
      },
    });
    renderWakeUp();
    expect(await screen.findByText(`Wake-up call: ${tomorrow.hour(6).minute(45).format('ddd DD MMM HH:mm')}`)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the wake-up call' }));
    expect(await screen.findByText('No wake-up call is set')).toBeDefined();
    expect(api.called('/api/orderCancel')[0]?.body).toEqual({ token: 'guest-token', orderId: 'mine' });
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.text)).toContain('Your wake-up call has been cancelled'));
  });

  it('disables minutes earlier than now plus the 15-minute shift', async () => {
    vi.useFakeTimers({ now: new Date(2025, 9, 31, 10, 2), toFake: ['Date'] });
    stubBackend({ '/api/orderList': () => ({ result: 0, data: [] }) });
    renderWakeUp();
    fireEvent.click(await screen.findByRole('button', { name: 'Set a wake-up call' }));
    const wheels = await screen.findByTestId('time-wheels');
    const options = (name: string) => within(within(wheels).getByRole('listbox', { name })).getAllByRole('option') as HTMLButtonElement[];
    const selected = (name: string) => options(name).find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;
    expect(selected('Hour')).toBe('10');
    expect(selected('Minute')).toBe('20');
    expect(options('Minute').filter((o) => o.disabled).map((o) => o.textContent)).toEqual(['00', '05', '10', '15']);
    expect(options('Hour').filter((o) => o.disabled)).toHaveLength(10);
    vi.useRealTimers();
  });
});
