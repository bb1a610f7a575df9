import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { dispatchCommand } from '@renderer/features/realtime';
import { useAuthStore } from '@renderer/features/auth';
import { usePincodeStore } from '@renderer/features/pincode';
import { useDeviceStore } from '@renderer/features/room';
import { webPlatform, type PlatformApi } from '@renderer/platform';
import { ownRoute, registerShellCommands } from './realtime-commands';

const refetchOrders = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const publish = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));
const loginThisRoom = vi.hoisted(() => vi.fn(() => Promise.resolve(true)));

vi.mock('@renderer/features/orders', () => ({ refetchOrders }));
vi.mock('@renderer/features/realtime', async (original) => ({ ...(await original<object>()), publish }));
vi.mock('@renderer/features/room', async (original) => ({ ...(await original<object>()), loginThisRoom }));

const routes: RouteObject[] = [
  { path: '/', children: [{ index: true }, { path: '/orders' }, { path: '/page/:id' }, { path: '*' }] },
];

let off: () => void = () => {};
const navigate = vi.fn();
const reload = vi.fn();
const platform: PlatformApi = {
  ...webPlatform,
  rememberTvMac: vi.fn(() => Promise.resolve()),
  sendPowerCommand: vi.fn(() => Promise.resolve(['1'])),
  getIdentity: () => Promise.resolve({ mac: 'aa:bb', ip: '10.0.0.9', iface: 'eth0', manufacturer: 'x', model: 'y', os: 'z', hostname: 'h' }),
};
const registration = { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 's', tvIndex: '0', groups: [], registeredAt: '' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  off = registerShellCommands({ platform, mode: 'tablet', routes, navigate, reload });
});
afterEach(() => {
  off();
  vi.clearAllMocks();
  useDeviceStore.setState({ registration: undefined });
});

describe('goTo', () => {
  it("navigates to one of the app's own routes, with its query", async () => {
    await dispatchCommand({ cmd: 'goTo', data: { page: '/page/10?modalType=page&modalId=11' } });
    expect(navigate).toHaveBeenCalledWith('/page/10?modalType=page&modalId=11');
  });

  it('refuses another origin, a protocol-relative link, a script and an unknown route', async () => {
    for (const page of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/no/such/route', '/\\evil.example', 42]) {
      await dispatchCommand({ cmd: 'goTo', data: { page } });
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reads routes the same way a test of the route table would', () => {
    expect(ownRoute('/orders', routes, 'http://demo.localhost')).toBe('/orders');
    expect(ownRoute('http://demo.localhost/orders', routes, 'http://demo.localhost')).toBeNull();
  });
});

describe('the shell commands', () => {
  it('checkout on a phone logs out where the guest is, as the Log out button does', async () => {
    off();
    off = registerShellCommands({ platform, mode: 'phone', routes, navigate, reload });
    useAuthStore.getState().setAuth({ token: 't', authType: 'web' });
    await dispatchCommand({ cmd: 'checkout', data: { room: '101' } });
    expect(useAuthStore.getState().token).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('checkout on a room device logs the guest out, wipes the session and goes home', async () => {
    useAuthStore.getState().setAuth({ token: 't', authType: 'inRoom' });
    sessionStorage.setItem('anything', 'of the guest');
    await dispatchCommand({ cmd: 'checkout', data: { room: '101' } });
    expect(useAuthStore.getState().token).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('content_update goes home, then reloads', async () => {
    await dispatchCommand({ cmd: 'content_update' });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(reload).toHaveBeenCalledOnce();
    expect(navigate.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0] as number);
  });

  it('checkin and reauth log a room device in again', async () => {
    useDeviceStore.setState({ registration });
    await dispatchCommand({ cmd: 'checkin', data: { room: '101' } });
    await dispatchCommand({ cmd: 'reauth' });
    expect(loginThisRoom).toHaveBeenCalledTimes(2);
  });

  it('orderUpdateData refetches the orders', async () => {
    await dispatchCommand({ cmd: 'orderUpdateData', data: { orderId: '7', status: '1' } });
    expect(refetchOrders).toHaveBeenCalledOnce();
  });

  it('parental_lock_disable and pin_reset turn the lock off and forget the PIN', async () => {
    for (const cmd of ['parental_lock_disable', 'pin_reset']) {
      usePincodeStore.setState({ value: '1234' });
      await dispatchCommand({ cmd });
      expect(usePincodeStore.getState().value).toBe('');
    }
  });

  it("wol remembers the TV's MAC and wakes it through the kiosk", async () => {
    await dispatchCommand({ cmd: 'wol', data: { tvIndex: '1', mac: '00:11:22:33:44:55' } });
    expect(platform.rememberTvMac).toHaveBeenCalledWith('1', '00:11:22:33:44:55');
    expect(platform.sendPowerCommand).toHaveBeenCalledWith(['1']);
  });

  it('discover and getstate answer on the hotel channel with the device report', async () => {
    useDeviceStore.setState({ registration });
    await dispatchCommand({ cmd: 'discover' });
    await dispatchCommand({ cmd: 'getstate' });
    expect(publish).toHaveBeenCalledWith('hotel', 'discover', expect.objectContaining({ mode: 'tablet', room: '101', mac: 'aa:bb', appVersion: '2.1.903' }));
    expect(publish).toHaveBeenCalledWith('hotel', 'getstate', expect.objectContaining({ page: '/', loggedIn: false }));
  });
});
