import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationHost } from './notification-host';
import { showNotification, useNotificationStore } from './notification-store';
import { PopupHost } from './popup-host';
import { openPopup, usePopupStore } from './popup-store';
import { ToastHost } from './toast-host';
import { showToast, useToastStore } from './toast-store';

beforeEach(() => {
  usePopupStore.getState().close();
  useNotificationStore.setState({ items: [] });
  useToastStore.getState().clear();
});
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('show a success for 3000 ms by default', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => void showToast('Saved'));
    expect(screen.getByRole('status').className).toContain('toast-success');
    // Part 1 §2 and §9: toast default 3000 ms.
    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByText('Saved')).toBeDefined();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('shows errors as alerts for the time asked', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => void showToast('Offline', { type: 'error', ms: 500 }));
    expect(screen.getByRole('alert').textContent).toContain('Offline');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('tablet popup container', () => {
  it('is 753 px wide at most, 650 for the alarm, with content capped at 450 px', () => {
    render(<PopupHost />);
    act(() => openPopup({ type: 'list', title: 'Sleep timer', items: [{ id: '30', label: '30 min' }] }));
    const popup = screen.getByRole('dialog', { name: 'Sleep timer' });
    expect(popup.style.maxWidth).toBe('753px');
    expect((popup.querySelector('.popup-content') as HTMLElement).style.maxHeight).toBe('450px');
    fireEvent.click(screen.getByRole('button', { name: '30 min' }));
    expect(screen.getByRole('button', { name: '30 min' }).getAttribute('aria-pressed')).toBe('true');
    act(() => openPopup({ type: 'timepicker', title: 'Alarm', alarm: true, body: <p>wheels</p> }));
    expect(screen.getByRole('dialog', { name: 'Alarm' }).style.maxWidth).toBe('650px');
    expect(screen.getByText('wheels')).toBeDefined();
  });

  it('shows big text and closes with Close', () => {
    render(<PopupHost />);
    act(() => openPopup({ type: 'bigText', title: 'Wi-Fi', text: 'Stay-Guest' }));
    expect(screen.getByText('Stay-Guest')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('tablet notifications', () => {
  it('show title, image, text, Details that links on, and Close', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NotificationHost />} />
          <Route path="/orders" element={<p>orders screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => void showNotification({ title: 'Order ready', text: 'Your breakfast is on its way', image: '/x.png', link: '/orders' }));
    act(() => void showNotification({ title: 'Spa', text: 'Open until 22:00' }));
    const first = screen.getByRole('alertdialog', { name: 'Order ready' });
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/x.png');
    expect(screen.getByRole('alertdialog', { name: 'Spa' }).querySelector('button')?.textContent).toBe('Close');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('alertdialog', { name: 'Spa' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText('orders screen')).toBeDefined();
    expect(useNotificationStore.getState().items).toEqual([]);
  });
});
