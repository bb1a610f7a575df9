import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_PAGE_RELOAD_MS, ERROR_PAGE_RETURN_MS } from '@common/spec';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';

afterEach(() => vi.useRealTimers());

describe('NotFoundPage', () => {
  it("says 'This page could not be found'", () => {
    render(<NotFoundPage />);
    expect(screen.getByText('This page could not be found')).toBeDefined();
  });
});

describe('ErrorPage', () => {
  it('titles a 404 "404 Not Found" and shows the operator texts', () => {
    render(<ErrorPage status={404} reload={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeDefined();
    expect(screen.getByText('SERVICE NOT AVAILABLE')).toBeDefined();
    expect(screen.getByText('For assistance, please contact the Operator')).toBeDefined();
  });

  it('titles other errors "An error occurred" and reloads on Refresh', () => {
    const reload = vi.fn();
    render(<ErrorPage status={500} reload={reload} />);
    expect(screen.getByRole('heading', { name: 'An error occurred' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes home after 60 s and reloads 2 s later', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/page/10');
    const reload = vi.fn();
    render(<ErrorPage reload={reload} />);
    act(() => vi.advanceTimersByTime(ERROR_PAGE_RETURN_MS));
    expect(location.pathname).toBe('/');
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(ERROR_PAGE_RELOAD_MS));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
