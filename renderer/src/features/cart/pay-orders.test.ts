import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_LOADER_MS, TEXT } from '@common/spec';
import { useAuthStore } from '@renderer/features/auth';
import { useLoaderStore, usePopupStore } from '@renderer/features/overlays';
import { useDeviceStore } from '@renderer/features/room';
import { useDialogStore } from '@renderer/features/shell';
import { payOrders, showPaymentLoader } from './pay-orders';

const bodies: unknown[] = [];
const serve = (body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Promise.resolve(new Response(JSON.stringify(body)));
    }),
  );

describe('payOrders', () => {
  beforeEach(() => {
    bodies.length = 0;
    useAuthStore.getState().setAuth({ token: 'guest-token' });
    useDialogStore.getState().clear();
    usePopupStore.getState().close();
    useDeviceStore.getState().setMode('phone');
    window.history.replaceState(null, '', '/cart');
  });
  afterEach(() => vi.unstubAllGlobals());

  it("creates a web payment for the orders and goes to order-is-sent when there is neither QR nor link", async () => {
    serve({ result: 0, data: { data: { paymentId: 'p1', link: '' } } });
    await payOrders([{ id: '7', type: 'service' }]);
    expect(bodies[0]).toEqual({ token: 'guest-token', source: 'web', orders: [{ id: '7', type: 'service' }], returnUrl: `${window.location.origin}/information/result-payment` });
    expect(window.location.pathname + window.location.search).toBe('/information/order-is-sent?type=service');
  });

  it('shows a returned QR image in a dialog on a tablet', async () => {
    useDeviceStore.getState().setMode('tablet');
    serve({ result: 0, data: { data: { paymentId: 'p1', link: 'https://pay/p1', qrLink: 'data:image/svg+xml;base64,AA' } } });
    await payOrders([{ id: '7', type: 'shop' }]);
    expect(usePopupStore.getState().popup).toMatchObject({ type: 'bigText', title: 'Scan to pay' });
  });

  it("says 'Something went wrong during the payment' on a refusal, and nopost_error for a refused guest account", async () => {
    serve({ result: 3 });
    await payOrders([{ id: '7', type: 'shop' }]);
    serve({ result: 5, message: 'nopost_error' });
    await payOrders([{ id: '7', type: 'shop' }]);
    expect(useDialogStore.getState().queue.map((d) => d.text)).toEqual([TEXT.paymentFailed, TEXT.nopostError]);
  });
});

describe('payment loader', () => {
  it('hides after 20 s', () => {
    vi.useFakeTimers();
    try {
      showPaymentLoader();
      expect(useLoaderStore.getState().visible).toBe(true);
      vi.advanceTimersByTime(PAYMENT_LOADER_MS - 1);
      expect(useLoaderStore.getState().active).toBe(1);
      vi.advanceTimersByTime(1);
      expect(useLoaderStore.getState().active).toBe(0);
      vi.runAllTimers();
      expect(useLoaderStore.getState().visible).toBe(false);
      expect(PAYMENT_LOADER_MS).toBe(20_000);
    } finally {
      vi.useRealTimers();
    }
  });
});
