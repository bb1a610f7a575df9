import { describe, expect, it } from 'vitest';
import { resolveWebDeviceMode } from './device-mode';
import { webPlatform, WEB_STORAGE_KEY } from './web';

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

  it('invents no MAC or address: it keeps one random device id instead', async () => {
    const first = await webPlatform.getIdentity();
    expect(first).toMatchObject({ mac: '', ip: '', manufacturer: 'browser' });
    expect(first.deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await webPlatform.getIdentity()).deviceId).toBe(first.deviceId);
  });

  it('has no battery to report', async () => {
    expect(await webPlatform.getBattery()).toBeNull();
  });

  it('saves and clears a registration', async () => {
    const registration = { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 's', tvIndex: '0', groups: [], registeredAt: 'x' };
    await webPlatform.saveRegistration(registration);
    expect(await webPlatform.getRegistration()).toEqual(registration);
    await webPlatform.clearRegistration();
    expect(await webPlatform.getRegistration()).toBeNull();
  });
});
