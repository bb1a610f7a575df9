import { describe, expect, it } from 'vitest';
import { registrationNeeded } from './registration-needed';

const registration = { hotel: 'demo', hotelId: 137, roomNumber: '101', sign: 's', tvIndex: '0', groups: [], registeredAt: 'now' };

describe('registrationNeeded', () => {
  it('asks an unregistered tablet or TV of an in-room hotel to register', () => {
    expect(registrationNeeded('tablet', null, true)).toBe(true);
    expect(registrationNeeded('tv', null, true)).toBe(true);
  });

  it('never asks when the hotel has no in-room devices, on a phone, or once registered', () => {
    expect(registrationNeeded('tablet', null, false)).toBe(false);
    expect(registrationNeeded('tablet', null, undefined)).toBe(false);
    expect(registrationNeeded('phone', null, true)).toBe(false);
    expect(registrationNeeded('tablet', registration, true)).toBe(false);
  });
});
