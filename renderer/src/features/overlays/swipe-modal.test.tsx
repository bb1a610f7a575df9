import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_SWIPE_CLOSE_MS } from '@common/spec';
import { SwipeModal } from './swipe-modal';

afterEach(() => vi.useRealTimers());

describe('SwipeModal', () => {
  it('closes within 200 ms of a swipe down', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <SwipeModal title="Spa" onClose={onClose}>
        <p>body</p>
      </SwipeModal>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Spa' });
    fireEvent.touchStart(sheet, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(sheet, { touches: [{ clientY: 300 }] });
    fireEvent.touchEnd(sheet);
    act(() => vi.advanceTimersByTime(MODAL_SWIPE_CLOSE_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('springs back after a short drag and closes with its button', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <SwipeModal title="Spa" onClose={onClose}>
        <p>body</p>
      </SwipeModal>,
    );
    const sheet = screen.getByRole('dialog', { name: 'Spa' });
    fireEvent.touchStart(sheet, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(sheet, { touches: [{ clientY: 120 }] });
    fireEvent.touchEnd(sheet);
    act(() => vi.advanceTimersByTime(1000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
