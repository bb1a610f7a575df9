import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { describe, expect, it, vi } from 'vitest';
import { navigate, onNavigation, useAppNavigation } from './navigation';

function Place() {
  useAppNavigation();
  const { pathname, search } = useLocation();
  const go = useNavigate();
  return (
    <>
      <p data-testid="place">{pathname + search}</p>
      <button onClick={() => void go('/orders')}>orders</button>
    </>
  );
}

describe('the app navigation', () => {
  it('takes a navigation asked for before the router was drawn once it is', async () => {
    navigate('/information/unknown-hotel', { replace: true });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Place />
      </MemoryRouter>,
    );
    expect(await screen.findByText('/information/unknown-hotel')).toBeDefined();
  });

  it('tells each new place, not the first screen, to every listener', async () => {
    const seen = vi.fn();
    const off = onNavigation(seen);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Place />
      </MemoryRouter>,
    );
    expect(seen).not.toHaveBeenCalled();
    act(() => navigate('/cart?x=1'));
    expect(await screen.findByText('/cart?x=1')).toBeDefined();
    act(() => screen.getByRole('button', { name: 'orders' }).click());
    expect(await screen.findByText('/orders')).toBeDefined();
    expect(seen.mock.calls).toEqual([['/cart'], ['/orders']]);
    off();
  });
});
