import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, Structure } from '@common/api';
import { useContentStore } from '@renderer/features/content';
import { usePincodeStore } from '@renderer/features/pincode';
import { setHotelTimeZone } from '@renderer/lib/time/hotel-zone';
import { useCartStore } from '../cart-store';
import { AddToCart } from './add-to-cart';

const breakfast: Page = {
  id: 211, parentId: 21, type: 'shopProduct', shopId: 1, title: 'Full breakfast', cost: 16.5, workingHours: '07:00-23:00', approxTime: 30,
  toppings: [
    { id: 2111, parentId: 0, required: true, type: 'select', price: 0, name: 'Choose a side', values: [{ id: 21111, name: 'Hash browns', price: 0 }, { id: 21114, name: 'Crispy bacon', price: 2 }] },
    { id: 2113, parentId: 0, type: 'checkbox', price: 1.5, name: 'Extra egg' },
  ],
};

const structure = { pages: {}, menu: [], config: { currency: { symbol: '€', precision: 2, decimal: ',', thousand: '.', format: '%v %s' } } } as Structure;

describe('AddToCart', () => {
  beforeEach(() => {
    useCartStore.getState().reset();
    useContentStore.getState().setContent('demo', structure, { shops: { '1': { id: 1, title: 'R', timeSelect: true, cutlery: true, pageId: 20 } } });
  });

  it('scrolls to a missing required topping, marks it and adds nothing', () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    render(<AddToCart product={breakfast} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().products).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Please choose: Choose a side');
    expect(screen.getByRole('group', { name: /Choose a side/ }).getAttribute('aria-invalid')).toBe('true');
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it('adds the product with its toppings and amount once the required topping is chosen', () => {
    render(<AddToCart product={breakfast} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    fireEvent.click(screen.getByRole('radio', { name: /Crispy bacon/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Extra egg/ }));
    fireEvent.click(screen.getByRole('button', { name: 'One more' }));
    expect(screen.getByTestId('line-price').textContent).toBe('40,00 €');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().products).toEqual([
      {
        key: '211|21114x1|2113x1', id: 211, title: 'Full breakfast', price: 16.5, amount: 2, shopId: 1, workingHours: '07:00-23:00', approxTime: 30,
        toppings: [
          { id: 21114, name: 'Crispy bacon', price: 2, amount: 1 },
          { id: 2113, name: 'Extra egg', price: 1.5, amount: 1 },
        ],
      },
    ]);
  });

  it('keeps a parent-locked shop closed while the parental lock is on, and opens it when lifted', () => {
    useContentStore.getState().setContent('demo', structure, { shops: { '3': { id: 3, title: 'Minibar', pageId: 160, parentalLock: true } } });
    usePincodeStore.setState({ value: '1984' });
    const wine: Page = { id: 1612, parentId: 161, type: 'shopProduct', shopId: 3, title: 'Red wine', cost: 24 };
    render(
      <MemoryRouter>
        <AddToCart product={wine} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('parental-locked').textContent).toContain('The parental lock is on');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    act(() => usePincodeStore.setState({ value: '' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', false);
    expect(screen.queryByTestId('parental-locked')).toBeNull();
  });
});

describe('a product while its shop is closed', () => {
  const nightSoup: Page = { id: 401, parentId: 100, type: 'shopProduct', shopId: 2, title: 'Night soup', cost: 7 };
  const shops = {
    '1': { id: 1, title: 'Restaurant', timeSelect: true, cutlery: true, pageId: 20, workingHours: '07:00-23:00' },
    '2': { id: 2, title: 'Late-night menu', timeSelect: false, cutlery: true, pageId: 100, workingHours: '22:00-04:00' },
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    useCartStore.getState().reset();
    useContentStore.getState().setContent('demo', structure, { shops });
  });
  afterEach(() => {
    vi.useRealTimers();
    setHotelTimeZone(undefined);
  });

  it('shows the hours of a menu without time choice and takes nothing until it opens', () => {
    vi.setSystemTime(new Date(2026, 4, 10, 12, 0));
    render(<AddToCart product={nightSoup} />);
    expect(screen.getByText('Not available at this time. Open 22:00–04:00')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a shop that offers time choice be ordered for when it opens, and says so', () => {
    vi.setSystemTime(new Date(2026, 4, 10, 5, 0));
    render(<AddToCart product={{ ...breakfast, toppings: [] }} />);
    expect(screen.getByText('Closed now (open 07:00–23:00): you can order for 07:15 or later.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().products).toHaveLength(1);
  });

  it("goes by the hotel's clock, not the device's", () => {
    vi.stubEnv('TZ', 'America/New_York');
    vi.setSystemTime(new Date('2026-05-10T12:00:00Z'));
    const addButton = () => screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    const first = render(<AddToCart product={nightSoup} />);
    expect(addButton().disabled).toBe(true);
    first.unmount();
    setHotelTimeZone('Pacific/Kiritimati');
    render(<AddToCart product={nightSoup} />);
    expect(addButton().disabled).toBe(false);
    vi.unstubAllEnvs();
  });
});

