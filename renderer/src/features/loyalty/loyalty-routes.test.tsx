import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoyaltyAccount } from '@common/api';
import { TEXT } from '@common/spec';
import { resetSession } from '@renderer/lib/reset-session';
import { stubBackend } from '@renderer/test/stub-backend';
import { logout, useAuthStore, useGuestStore } from '@renderer/features/auth';
import { DialogHost, useDialogStore } from '@renderer/features/shell';
import { LoyaltyCardRoute, LoyaltyProgressRoute, LoyaltyQrRoute } from './loyalty-card-routes';
import { LoyaltyLoginRoute, LoyaltyRegisterRoute } from './loyalty-form-routes';
import { LoyaltyRoute } from './loyalty-home-route';
import { useLoyaltyStore } from './loyalty-store';

const account: LoyaltyAccount = { cardNumber: '7001002003', name: 'Anna Smith', email: 'anna@example.com', points: 380, level: 'Silver', nextLevel: 'Gold', pointsToNextLevel: 120 };

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/loyalty" element={<LoyaltyRoute />} />
        <Route path="/loyalty/login" element={<LoyaltyLoginRoute />} />
        <Route path="/loyalty/register" element={<LoyaltyRegisterRoute />} />
        <Route path="/loyalty/card" element={<LoyaltyCardRoute />} />
        <Route path="/loyalty/qr" element={<LoyaltyQrRoute />} />
        <Route path="/loyalty/progress" element={<LoyaltyProgressRoute />} />
      </Routes>
      <DialogHost />
    </MemoryRouter>,
  );

beforeEach(() => {
  resetSession();
  useDialogStore.getState().clear();
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(() => vi.unstubAllGlobals());

describe('loyalty screens', () => {
  it('need a login', () => {
    useAuthStore.getState().setAuth({ token: null });
    renderAt('/loyalty');
    expect(screen.getByText(`${TEXT.pleaseLogin} ${TEXT.toUseFeatures}`)).toBeDefined();
  });

  it('offer the ways to join to a guest without a card', async () => {
    stubBackend({ '/api/loyalty/card': () => ({ result: 4, message: 'No loyalty card for this guest' }) });
    renderAt('/loyalty');
    expect(screen.getByRole('heading', { name: 'Loyalty programme' })).toBeDefined();
    expect((await screen.findByRole('link', { name: 'Join the programme' })).getAttribute('href')).toBe('/loyalty/register');
    expect(screen.getByRole('link', { name: 'I already have a card' }).getAttribute('href')).toBe('/loyalty/login');
  });

  it("show the server's message on the card screen when there is no card", async () => {
    stubBackend({ '/api/loyalty/card': () => ({ result: 4, message: 'No loyalty card for this guest' }) });
    renderAt('/loyalty/card');
    expect(await screen.findByText('No loyalty card for this guest')).toBeDefined();
  });

  it("log in to the programme: required fields, the server's message on refusal, then the card", async () => {
    let refuse = true;
    const api = stubBackend({
      '/api/loyalty/card': () => ({ result: 4 }),
      '/api/loyalty/login': () => (refuse ? { result: 3, message: 'Card not found' } : { result: 0, data: account }),
    });
    renderAt('/loyalty/login');
    fireEvent.click(screen.getByRole('button', { name: 'Log in to the programme' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please fill in this field', 'Please fill in this field']);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '7001 0020 03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in to the programme' }));
    expect(within(await screen.findByRole('alertdialog')).getByText('Card not found')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Log in to the programme' }));
    expect(await screen.findByTestId('loyalty-card')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'My card' })).toBeDefined();
    expect(screen.getByText('7001 002 003')).toBeDefined();
    expect(screen.getByTestId('loyalty-points').textContent).toBe('380');
    expect(api.called('/api/loyalty/login').at(-1)?.body).toEqual({ token: 'guest-token', email: 'anna@example.com', cardNumber: '7001002003' });
  });

  it("register with the guest's name prefilled, titled 'start earning'", async () => {
    useGuestStore.getState().setGuest({ guestFirstName: 'Anna', guestName: 'Smith' });
    const api = stubBackend({ '/api/loyalty/register': () => ({ result: 0, data: account }) });
    renderAt('/loyalty/register');
    expect(screen.getByRole('heading', { name: 'Start earning' })).toBeDefined();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Anna Smith');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start earning' }));
    expect(await screen.findByTestId('loyalty-card')).toBeDefined();
    expect(api.called('/api/loyalty/register')[0]?.body).toEqual({ token: 'guest-token', name: 'Anna Smith', email: 'anna@example.com' });
  });

  it("show progress as points, level and what is left, titled 'my progress'", async () => {
    stubBackend({ '/api/loyalty/card': () => ({ result: 0, data: account }) });
    renderAt('/loyalty/progress');
    expect(await screen.findByText('120 points to Gold')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'My progress' })).toBeDefined();
    expect(screen.getByText('Silver')).toBeDefined();
  });

  it('draw the card number as a QR code', async () => {
    stubBackend({ '/api/loyalty/card': () => ({ result: 0, data: account }) });
    renderAt('/loyalty/qr');
    const qr = await screen.findByRole('img', { name: 'Card number 7001002003' });
    await waitFor(() => expect(qr.getAttribute('data-text')).toBe('7001002003'));
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('forget the card on logout', async () => {
    stubBackend({ '/api/loyalty/card': () => ({ result: 0, data: account }) });
    renderAt('/loyalty');
    expect(await screen.findByTestId('loyalty-summary')).toBeDefined();
    await logout();
    expect(useLoyaltyStore.getState()).toMatchObject({ account: null, status: 'idle' });
  });
});
