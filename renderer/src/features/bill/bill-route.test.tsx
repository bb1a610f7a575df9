import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bill, Structure } from '@common/api';
import { BILL_TIMEOUT_MS, TEXT } from '@common/spec';
import { setLanguage } from '@renderer/lib/i18n';
import { useLanguageStore } from '@renderer/features/language';
import { resetSession } from '@renderer/lib/reset-session';
import { stubBackend } from '@renderer/test/stub-backend';
import { useAuthStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { DialogHost, useDialogStore } from '@renderer/features/shell';
import { BillRoute } from './bill-route';

const structure: Structure = {
  pages: {},
  menu: [],
  config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } },
};
const bill: Bill = {
  room: '101',
  guestName: 'Smith',
  lines: [
    { date: '2025-10-30', title: 'Room', amountMinor: 1_200_00 },
    { date: '2025-10-31', title: 'Breakfast', amountMinor: 16_50 },
  ],
  totalMinor: 1_216_50,
  paidMinor: 1_000_00,
  balanceMinor: 216_50,
  checkedOut: false,
};
const coded: Bill = {
  ...bill,
  lines: [
    { date: '2025-10-30', title: 'Room 101, night 1', amountMinor: 1_200_00, code: 'room-night', params: { room: '101', night: 1 } },
    { date: '2025-10-31', title: 'Order 7: Pancakes × 2', amountMinor: 16_50, code: 'order', params: { number: 7, items: 'Pancakes × 2' } },
    { date: '2025-10-31', title: 'Late checkout', amountMinor: 0, code: 'late-checkout' },
  ],
};

const renderBill = () =>
  render(
    <MemoryRouter initialEntries={['/viewbill']}>
      <Routes>
        <Route path="/viewbill" element={<BillRoute />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetSession();
  useDialogStore.getState().clear();
  useContentStore.getState().setContent('demo', structure, null);
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useLanguageStore.getState().setLanguage('en');
  await setLanguage('en');
});

describe('/viewbill', () => {
  it('needs a login', () => {
    useAuthStore.getState().setAuth({ token: null });
    renderBill();
    expect(screen.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeDefined();
  });

  it('shows the lines, total, paid and balance in the hotel currency', async () => {
    const api = stubBackend({ '/api/viewbill': () => ({ result: 0, data: bill }) });
    renderBill();
    expect(screen.getByText('Loading your bill')).toBeDefined();
    expect(await screen.findByRole('cell', { name: 'Breakfast' })).toBeDefined();
    expect(screen.getByRole('cell', { name: '1.200,00 €' })).toBeDefined();
    const totals = within(screen.getByTestId('bill-totals'));
    expect(totals.getByText('1.216,50 €')).toBeDefined();
    expect(totals.getByText('1.000,00 €')).toBeDefined();
    expect(totals.getByText('216,50 €')).toBeDefined();
    expect(api.called('/api/viewbill')[0]?.body).toEqual({ token: 'guest-token' });
  });

  it('says the bill is not available when it fails (null), and Retry loads it again', async () => {
    let down = true;
    stubBackend({ '/api/viewbill': () => (down ? null : { result: 0, data: bill }) });
    renderBill();
    expect(await screen.findByText('Your bill is not available right now')).toBeDefined();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Breakfast' })).toBeDefined();
  });

  it('gives up on the bill after 30 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    renderBill();
    await act(() => vi.advanceTimersByTimeAsync(BILL_TIMEOUT_MS - 1));
    expect(screen.queryByText('Your bill is not available right now')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Your bill is not available right now')).toBeDefined();
  });

  it('checks out after confirmation: thanks, logs out and goes home', async () => {
    const api = stubBackend({ '/api/viewbill': () => ({ result: 0, data: bill }), '/api/remoteCheckout': () => ({ result: 0 }) });
    renderBill();
    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    const confirm = screen.getByRole('dialog', { name: 'Check out now?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for staying with us' })).toBeDefined();
    await waitFor(() => expect(screen.getByText('home')).toBeDefined());
    expect(useAuthStore.getState().token).toBeNull();
    expect(api.called('/api/remoteCheckout')[0]?.body).toEqual({ token: 'guest-token' });
  });

  it('keeps the guest logged in with a clear message when the checkout fails', async () => {
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: bill }), '/api/remoteCheckout': () => null });
    renderBill();
    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Check out' }));
    const alert = await screen.findByRole('alertdialog');
    expect(alert.textContent).toContain('Checkout could not be completed. Please try again or contact the reception.');
    expect(useAuthStore.getState().token).toBe('guest-token');
  });

  it('on a room device, asks for the booking number and sends it with the checkout', async () => {
    useAuthStore.getState().setAuth({ authType: 'inRoom', token: 'room-token' });
    const api = stubBackend({ '/api/viewbill': () => ({ result: 0, data: bill }), '/api/remoteCheckout': () => ({ result: 0 }) });
    renderBill();
    const field = await screen.findByLabelText('Booking number');
    expect(field.getAttribute('autocomplete')).toBe('off');
    expect(screen.getByText("To check out from the room's screen, enter your booking number. It is on your booking confirmation.")).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(screen.queryByRole('dialog', { name: 'Check out now?' })).toBeNull();
    fireEvent.change(field, { target: { value: 'B1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Check out now?' })).getByRole('button', { name: 'Check out' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you for staying with us' })).toBeDefined();
    expect(api.called('/api/remoteCheckout')[0]?.body).toEqual({ token: 'room-token', bookingNumber: 'B1001' });
  });

  it.each([
    ['checkout_booking_wrong', 'This booking number does not match the guest of this room.'],
    ['checkout_booking_needed', 'Enter your booking number to check out.'],
    ['checkout_at_reception', 'Please check out at the reception or from your phone.'],
  ])('on a room device, says what %s means and keeps the guest', async (message, text) => {
    useAuthStore.getState().setAuth({ authType: 'inRoom', token: 'room-token' });
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: bill }), '/api/remoteCheckout': () => ({ result: 3, message }) });
    renderBill();
    fireEvent.change(await screen.findByLabelText('Booking number'), { target: { value: 'X1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Check out' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(text);
    expect(useAuthStore.getState().token).toBe('room-token');
  });

  it('on a phone, asks for no booking number', async () => {
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: bill }) });
    renderBill();
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeDefined();
    expect(screen.queryByLabelText('Booking number')).toBeNull();
  });

  it('does not offer checkout to a guest who is checked out', async () => {
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: { ...bill, checkedOut: true } }) });
    renderBill();
    expect(await screen.findByText('You are already checked out')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Check out' })).toBeNull();
  });

  it("words the lines and writes their dates in the guest's language; a line without words keeps the hotel's title", async () => {
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: coded }) });
    renderBill();
    expect(await screen.findByRole('cell', { name: 'Room 101, night 1' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Order 7: Pancakes × 2' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Late checkout' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Oct 30' })).toBeDefined();
    expect(screen.queryByText('2025-10-30')).toBeNull();
  });

  it('speaks Russian to a Russian guest', async () => {
    await setLanguage('ru');
    useLanguageStore.getState().setLanguage('ru');
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: coded }) });
    renderBill();
    expect(await screen.findByRole('cell', { name: 'Номер 101, ночь 1' })).toBeDefined();
    expect(screen.getByRole('cell', { name: 'Заказ 7: Pancakes × 2' })).toBeDefined();
    expect(screen.getByRole('cell', { name: '30 окт.' })).toBeDefined();
  });

  it('pays the balance through the online payment, and names the balance before a checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://demo.localhost' });
    const api = stubBackend({
      '/api/viewbill': () => ({ result: 0, data: bill }),
      '/pay/payment': () => ({ result: 0, data: { data: { paymentId: 'pay_x', link: 'http://demo.localhost/pay/stayCloudPay?payload=pay_x' } } }),
    });
    renderBill();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay 216,50 € now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://demo.localhost/pay/stayCloudPay?payload=pay_x'));
    expect(api.called('/pay/payment')[0]?.body).toEqual({
      token: 'guest-token', source: 'web', folio: true, returnUrl: 'http://demo.localhost/information/result-payment?for=bill',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(screen.getByRole('dialog', { name: 'Check out now?' }).textContent).toContain(
      '216,50 € is left to pay on your bill. Pay it now, or the hotel charges it to the card you gave at check-in.',
    );
  });

  it('offers no payment when nothing is left to pay', async () => {
    stubBackend({ '/api/viewbill': () => ({ result: 0, data: { ...bill, paidMinor: bill.totalMinor, balanceMinor: 0 } }) });
    renderBill();
    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Check out now?' }).textContent).not.toContain('left to pay');
  });
});
