import { describe, expect, it } from 'vitest';
import { resolveWebDeviceMode } from './device-mode';
import { randomLocalMac, webPlatform, WEB_STORAGE_KEY } from './web';

describe('resolveWebDeviceMode', () => {
  it('takes ?device= and asks to remember it', () => {
    expect(resolveWebDeviceMode('?device=tablet', null)).toEqual({ mode: 'tablet', persist: true });
    expect(resolveWebDeviceMode('?device=tv', 'tv')).toEqual({ mode: 'tv', persist: false });
  });

  it('falls back to the remembered mode, then the phone', () => {
    expect(resolveWebDeviceMode('', 'tablet')).toEqual({ mode: 'tablet', persist: false });
    expect(resolveWebDeviceMode('?device=fridge', null)).toEqual({ mode: 'phone', persist: false });
  });
});

describe('webPlatform', () => {
  it('remembers ?device= in localStorage', async () => {
    history.replaceState(null, '', '/?device=tablet');
    expect(await webPlatform.getDeviceMode()).toBe('tablet');
    history.replaceState(null, '', '/');
    expect(await webPlatform.getDeviceMode()).toBe('tablet');
    expect(localStorage.getItem(WEB_STORAGE_KEY.device)).toBe('tablet');
  });

  it('keeps one locally administered MAC', async () => {
    const first = await webPlatform.getIdentity();
    expect((await webPlatform.getIdentity()).mac).toBe(first.mac);
    expect(first.ip).toBe('0.0.0.0');
    expect(randomLocalMac(() => 0.999)).toBe('fe:ff:ff:ff:ff:ff');
    expect(Number.parseInt(first.mac.slice(0, 2), 16) & 0b11).toBe(0b10);
  });

  it('saves and clears a registration', async () => {
    const registration = { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 's', tvIndex: '0', groups: [], registeredAt: 'x' };
    await webPlatform.saveRegistration(registration);
    expect(await webPlatform.getRegistration()).toEqual(registration);
    await webPlatform.clearRegistration();
    expect(await webPlatform.getRegistration()).toBeNull();
  });
});
