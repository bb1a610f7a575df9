import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWatcher } from './idle-watcher';

function Place() {
  return <p data-testid="place">{useLocation().pathname}</p>;
}

const renderTablet = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <IdleWatcher home="/" screensaver="/screensaver" />
      <Link to="/page/20">Restaurant</Link>
      <Routes>
        <Route path="*" element={<Place />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the idle watcher', () => {
  it('counts the screensaver’s 5 minutes from the last input: going home after the idle timeout is no input', () => {
    renderTablet();
    act(() => screen.getByRole('link', { name: 'Restaurant' }).click());
    act(() => window.dispatchEvent(new Event('pointerdown')));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('place').textContent).toBe('/page/20');

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('place').textContent).toBe('/');
    act(() => vi.advanceTimersByTime(240_000 - 1));
    expect(screen.getByTestId('place').textContent).toBe('/');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('place').textContent).toBe('/screensaver');
  });
});
