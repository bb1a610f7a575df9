import { describe, expect, it } from 'vitest';
import { STORE_VERSION } from '@common/spec';
import { runMigrations } from './migrate';
import {
  AREA_STEPS, AUTH_STEPS, CART_STEPS, GUEST_STEPS, MOBILE_KEY_STEPS, ORDER_STEPS, PHONE_STEPS, PINCODE_STEPS, STAT_STEPS,
} from './records';

type Step = [version: number, before: Record<string, unknown>, after: Record<string, unknown>];

const cases: [string, typeof GUEST_STEPS, number, Step[]][] = [
  ['guest', GUEST_STEPS, STORE_VERSION.guest, [
    [2, { name: 'Smith', room: '101' }, { guestName: 'Smith', room: '101' }],
    [3, { groups: 'vip, spa' }, { groups: ['vip', 'spa'] }],
    [4, { type: 'pmsnum' }, { guestType: 'pmsnum', type: undefined }],
    [5, { lang: 'de' }, { language: 'de' }],
    [6, { fahrenheit: true }, { temperatureScale: 'fahrenheit', fahrenheit: undefined }],
    [7, { guestName: 'Smith' }, { guestName: 'Smith', unreadMessagesCountByRecipient: {} }],
    [8, { guestName: 'Smith' }, { guest: { guestName: 'Smith' } }],
  ]],
  ['auth', AUTH_STEPS, STORE_VERSION.auth, [
    [2, { token: 't', isInRoom: true, sign: 's' }, { authType: 'inRoom', token: 't', deviceId: null, uuid: null, sign: 's' }],
  ]],
  ['cart', CART_STEPS, STORE_VERSION.cart, [
    [2, { items: [{ id: 1 }] }, { products: [{ id: 1 }] }],
    [3, { products: [{ id: 1 }] }, { products: [{ id: 1 }], toppings: [], orders: [], lastPaymentLink: null }],
  ]],
  ['area', AREA_STEPS, STORE_VERSION.area, [
    [2, { value: 1 }, { TVID: 1 }],
    [3, { TVID: 1 }, { TVID: '1' }],
    [4, { TVID: '1' }, { TVID: '1', title: '' }],
  ]],
  ['stat', STAT_STEPS, STORE_VERSION.stat, [
    [2, { pages: { 5: 2 }, since: 7_200_000 }, { counters: { 7200: { 5: 2 } } }],
  ]],
  ['phone', PHONE_STEPS, STORE_VERSION.phone, [
    [2, { number: '800' }, { enteredNumber: '800' }],
    [3, { enteredNumber: '800' }, { enteredNumber: '800', muted: false }],
    [4, { muted: true }, { muted: true, dnd: false, tab: 'callList' }],
  ]],
  ['mobile key', MOBILE_KEY_STEPS, STORE_VERSION.mobileKey, [
    [2, { key: 'k' }, { key: 'k', has: true }],
    [3, { has: false }, { has: false, vendor: 'none' }],
    [4, { vendor: 'salto' }, { vendor: 'salto', inviteCode: null }],
    [5, {}, { onityAuthCode: null, onityLocks: [], onityInitialized: false }],
    [6, {}, { omnitecLocks: [], omnitecPin: null }],
    [7, { subVendor: 'aa' }, { subVendor: 'aa', permissions: {} }],
  ]],
  ['order', ORDER_STEPS, STORE_VERSION.order, [[1, { time: '2025-10-31 12:00:00' }, { rawDeliveryTime: '2025-10-31 12:00:00', deliveryTime: '2025-10-31 12:00:00' }]]],
  ['pin code', PINCODE_STEPS, STORE_VERSION.pincode, [[1, { pin: 1234 }, { value: '1234' }]]],
];

describe.each(cases)('%s record migrations', (_name, steps, current, stepCases) => {
  it('has one step per version up to the current one', () => {
    expect(Object.keys(steps).map(Number).sort((a, b) => a - b)).toEqual(stepCases.map(([version]) => version));
    expect(Math.max(...Object.keys(steps).map(Number))).toBe(current);
  });

  it.each(stepCases)('step to v%i', (version, before, after) => {
    expect(runMigrations(before, version - 1, version, steps)).toEqual(after);
  });

  it('runs the whole chain from the oldest shape without losing the record', () => {
    const oldest = stepCases[0]![0] - 1;
    const migrated = runMigrations(stepCases[0]![1], oldest, current, steps);
    expect(migrated).toBeTypeOf('object');
    expect(Object.keys(migrated).length).toBeGreaterThan(0);
  });
});

describe('runMigrations', () => {
  it('starts over empty for garbage, a future version or a negative one, never throwing', () => {
    expect(runMigrations('garbage', 7, 8, GUEST_STEPS)).toEqual({ guest: {} });
    expect(runMigrations({ guestName: 'x' }, 9, 8, GUEST_STEPS)).toEqual({});
    expect(runMigrations({ guestName: 'x' }, -1, 8, GUEST_STEPS)).toEqual({});
    expect(runMigrations(null, 0, 1, PINCODE_STEPS)).toEqual({ value: '' });
  });

  it('takes a whole guest from version 1 to version 8', () => {
    const v1 = { name: 'Smith', room: '101', groups: 'vip', type: 'pms', lang: 'ru', fahrenheit: true };
    expect(runMigrations(v1, 1, 8, GUEST_STEPS)).toEqual({
      guest: expect.objectContaining({ guestName: 'Smith', room: '101', groups: ['vip'], guestType: 'pms', language: 'ru', temperatureScale: 'fahrenheit', unreadMessagesCountByRecipient: {} }),
    });
  });
});
