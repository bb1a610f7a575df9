import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@common/api';
import { resetSession } from '@renderer/lib/reset-session';
import { useAuthStore } from '@renderer/features/auth';
import { useCartStore } from '@renderer/features/cart';
import { QueryOverlays } from '@renderer/app/overlays/query-overlays';
import { DialogHost, useDialogStore } from '@renderer/features/shell';
import { stubBackend } from '@renderer/test/stub-backend';
import { order } from './test-orders';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The modal's code arrives in three lazy steps (overlays, sheet, modal): the first open in a test run is slow. */
const LOADED = { timeout: 5000 };

const openModal = (orders: Order[], extra: Parameters<typeof stubBackend>[0] = {}) => {
  const api = stubBackend({ '/api/orderList': () => ({ result: 0, data: orders }), ...extra });
  render(
    <MemoryRouter initialEntries={['/orders?modalType=order&modalId=41']}>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
      <QueryOverlays phone allowedOrigins={[]} />
      <DialogHost />
    </MemoryRouter>,
  );
  return api;
};

beforeEach(() => {
  resetSession();
  useDialogStore.getState().clear();
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('the order modal', () => {
  it('opens from the page query and offers Cancel for a placed order only', async () => {
    openModal([order({ id: '41', status: '0' })]);
    const modal = await screen.findByTestId('order-modal', {}, LOADED);
    expect(modal.textContent).toContain('Order 41');
    expect(modal.textContent).toContain('Placed');
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Repeat the order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  /** Cancel in the modal, then the answer of the confirmation dialog. */
  const cancelAndAnswer = async (answer: 'Cancel the order' | 'Keep the order') => {
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }, LOADED));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order 41?' });
    fireEvent.click(within(confirm).getByRole('button', { name: answer }));
    return confirm;
  };

  it('asks before cancelling, and keeps the order when the guest says so', async () => {
    const api = openModal([order({ id: '41', status: '0' })], { '/api/orderCancel': () => ({ result: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }, LOADED));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order 41?' });
    expect(api.called('/api/orderCancel')).toHaveLength(0);
    expect(within(confirm).getAllByRole('button').map((b) => b.textContent)).toEqual(['Keep the order', 'Cancel the order']);
    expect(document.activeElement?.textContent).toBe('Keep the order');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel order 41?' })).toBeNull());
    expect(api.called('/api/orderCancel')).toHaveLength(0);
    expect(screen.getByTestId('order-modal')).toBeDefined();
  });

  it.each([
    [{ paymentMethod: 'payOnline' as const, payment: { status: 'paid' as const, method: 'payOnline' as const } }, 'You paid for this order online: the payment will be refunded to your card.'],
    [{ paymentMethod: 'loyalty' as const, payment: { status: 'paid' as const, method: 'loyalty' as const } }, 'You paid for this order with points: they will go back to your loyalty account.'],
    [{ paymentMethod: 'pos' as const }, 'It will be taken off your bill.'],
  ])('says what happens to the payment of a paid order (%o)', async (paid, text) => {
    openModal([order({ id: '41', status: '0', ...paid })], { '/api/orderCancel': () => ({ result: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }, LOADED));
    expect((await screen.findByRole('dialog', { name: 'Cancel order 41?' })).textContent).toContain(text);
  });

  it("cancels once confirmed: closes the modal, shows 'order_cancelled' and reloads the list", async () => {
    const api = openModal([order({ id: '41', status: '0' })], { '/api/orderCancel': () => ({ result: 0 }) });
    await cancelAndAnswer('Cancel the order');
    expect(await screen.findByText('Your order has been cancelled')).toBeDefined();
    expect(api.called('/api/orderCancel')[0]?.body).toEqual({ token: 'guest-token', orderId: '41' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/orders'));
    expect(screen.queryByTestId('order-modal')).toBeNull();
    await waitFor(() => expect(api.called('/api/orderList')).toHaveLength(2));
  });

  it('keeps the modal open and shows an error when the cancel is refused', async () => {
    openModal([order({ id: '41', status: '0' })], { '/api/orderCancel': () => ({ result: 2 }) });
    await cancelAndAnswer('Cancel the order');
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Something wrong, try to later or connect with administrator');
    expect(screen.getByTestId('order-modal')).toBeDefined();
  });

  it('repeats a completed order into the cart and goes to the cart', async () => {
    openModal([order({ id: '41', status: '2', data: [{ id: 212, title: 'Pancakes', amount: 3, price: 9.5, toppings: [] }] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat the order' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/cart'));
    expect(useCartStore.getState().products).toMatchObject([{ id: 212, title: 'Pancakes', amount: 3, price: 9.5, shopId: 1 }]);
  });

  it('offers Pay for an unpaid online order that is not canceled', async () => {
    openModal([order({ id: '41', status: '0', paymentMethod: 'payOnline', payment: { status: 'pending' } })]);
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Cancel the order' })).toBeDefined();
  });

  it('offers Repeat but not Pay for a canceled online order', async () => {
    openModal([order({ id: '41', status: '3', paymentMethod: 'payOnline', payment: { status: 'pending' } })]);
    expect(await screen.findByRole('button', { name: 'Repeat the order' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('says so when the order is not among the guest\'s orders', async () => {
    openModal([order({ id: '40' })]);
    expect(await screen.findByText('This order was not found')).toBeDefined();
  });
});
