import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HotelConfig } from '@common/api';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { useDeviceStore } from '@renderer/features/room';
import { WelcomeRoute } from './welcome-route';

const config = {
  guestTypes: ['resident'],
  paymentMethods: [],
  greetingFormat: '{t} {l}',
  meta: { title: 'Stay Demo Hotel', description: 'Order room service and book the spa.' },
} as unknown as HotelConfig;

const renderWelcome = () =>
  render(
    <MemoryRouter initialEntries={['/welcome']}>
      <WelcomeRoute />
    </MemoryRouter>,
  );

beforeEach(() => {
  useHotelStore.getState().setHotel('demo', config, { id: 137, uid: 'demo-137' });
  useAuthStore.getState().setAuth({ token: null });
  useGuestStore.getState().reset();
  useDeviceStore.getState().setMode('phone');
});

describe('/welcome', () => {
  it('welcomes a new guest to the hotel, with the way to the menu and to logging in', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Stay Demo Hotel' })).toBeDefined();
    expect(screen.getByText('Order room service and book the spa.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Open the menu' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('greets a logged-in guest by the hotel greeting format, with no login link', () => {
    useGuestStore.getState().setGuest({ guestTitle: 'Ms', guestName: 'Smith' });
    useAuthStore.getState().setAuth({ token: 't', authType: 'web' });
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ms Smith' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});
