import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, Structure } from '@common/api';
import { useContentStore } from '@renderer/features/content';
import { usePincodeStore } from '@renderer/features/pincode';
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
