import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HotelConfig } from '@common/api';
import { stubBackend } from '@renderer/test/stub-backend';
import { useHotelStore } from '../store';
import { hotelAddress, HotelsListRoute } from './hotels-list-route';

const hotels = [
  { name: 'demo', title: 'Stay Demo Hotel', logo: '/content/demo-137/media/logo.svg' },
  { name: 'seaside', title: 'Seaside Resort', description: 'Drinks on the beach.' },
];

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/hotels-list']}>
      <HotelsListRoute />
    </MemoryRouter>,
  );

beforeEach(() => useHotelStore.getState().setHotel('demo', {} as HotelConfig, { id: 137, uid: 'demo-137' }));
afterEach(() => vi.unstubAllGlobals());

describe('/hotels-list', () => {
  it("lists the installation's hotels; the current one is marked, the others open their own app", async () => {
    stubBackend({ '/api/hotels': () => ({ result: 0, data: hotels }) });
    renderList();
    const cards = await screen.findAllByTestId('hotel-card');
    expect(cards.map((card) => card.querySelector('.hotel-card-title')?.textContent)).toEqual(['Stay Demo Hotel', 'Seaside Resort']);
    expect(within(cards[0]!).getByText('You are here')).toBeDefined();
    expect(within(cards[0]!).queryByRole('link')).toBeNull();
    expect(within(cards[1]!).getByRole('link').getAttribute('href')).toBe(hotelAddress('seaside', location));
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const backend = stubBackend({});
    renderList();
    expect(await screen.findByText('The list of hotels could not be loaded')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(backend.called('/api/hotels')).toHaveLength(2));
  });
});

describe('hotelAddress', () => {
  it("is this address with the hotel's label, keeping the port", () => {
    expect(hotelAddress('seaside', { protocol: 'http:', host: 'demo.localhost:8080', port: '8080' })).toBe('http://seaside.localhost:8080/');
    expect(hotelAddress('seaside', { protocol: 'https:', host: 'demo.stay.example', port: '' })).toBe('https://seaside.stay.example/');
    expect(hotelAddress('seaside', { protocol: 'http:', host: '192.168.1.20:8080', port: '8080' })).toBeUndefined();
  });
});
