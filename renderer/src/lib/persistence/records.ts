import { DEFAULT_AREA_TVID, DEFAULT_TEMPERATURE_SCALE } from '@common/spec';
import { str, strList, type MigrationSteps } from './migrate';

/*
 * Older shapes of the spec's persisted records (docs/architecture.md, "Persistence"). Each step takes the shape
 * of the version before it; the zustand stores call `runMigrations` with these.
 */

/** guest: v1 {name, room} → v8 {guest: {...}} */
export const GUEST_STEPS: MigrationSteps = {
  2: ({ name, ...rest }) => ({ ...rest, guestName: str(name) }),
  3: ({ groups, ...rest }) => ({ ...rest, groups: strList(groups) }),
  4: (state) => ({ ...state, guestType: str(state.guestType) ?? str(state.type) ?? 'resident', type: undefined }),
  5: ({ lang, ...rest }) => ({ ...rest, language: str(lang) }),
  6: (state) => ({ ...state, temperatureScale: state.fahrenheit === true ? 'fahrenheit' : DEFAULT_TEMPERATURE_SCALE, fahrenheit: undefined }),
  7: (state) => ({ ...state, unreadMessagesCountByRecipient: {} }),
  8: (state) => ({ guest: state }),
};

/** auth: v1 {token, isInRoom} → v2 {authType, token, deviceId, uuid, sign} */
export const AUTH_STEPS: MigrationSteps = {
  2: ({ isInRoom, token, deviceId, uuid, sign }) => ({
    authType: str(token) ? (isInRoom === true ? 'inRoom' : 'web') : null,
    token: str(token) ?? null,
    deviceId: str(deviceId) ?? null,
    uuid: str(uuid) ?? null,
    sign: str(sign) ?? null,
  }),
};

/** cart: v1 {items} → v2 {products} → v3 {products, toppings, orders, lastPaymentLink} */
export const CART_STEPS: MigrationSteps = {
  2: ({ items, ...rest }) => ({ ...rest, products: Array.isArray(items) ? items : [] }),
  3: (state) => ({ products: state.products, toppings: [], orders: [], lastPaymentLink: null }),
};

/** area: v1 string id → v2 {TVID} → v3 {TVID: string} → v4 {TVID, title} */
export const AREA_STEPS: MigrationSteps = {
  2: (state) => ({ TVID: state.value ?? state.TVID ?? DEFAULT_AREA_TVID }),
  3: ({ TVID }) => ({ TVID: typeof TVID === 'number' ? String(TVID) : (str(TVID) ?? DEFAULT_AREA_TVID) }),
  4: ({ TVID }) => ({ TVID, title: '' }),
};

/** stat: v1 {pages: {id: count}} → v2 {counters: {hourUnix: {id: count}}} */
export const STAT_STEPS: MigrationSteps = {
  2: ({ pages, since }) => {
    const hour = typeof since === 'number' ? Math.floor(since / 3_600_000) * 3600 : 0;
    return { counters: pages && typeof pages === 'object' ? { [hour]: pages } : {} };
  },
};

/** phone: v1 {number} → v2 {enteredNumber} → v3 +muted → v4 +dnd, tab */
export const PHONE_STEPS: MigrationSteps = {
  2: ({ number, ...rest }) => ({ ...rest, enteredNumber: str(number) ?? '' }),
  3: (state) => ({ ...state, muted: false }),
  4: (state) => ({ ...state, dnd: false, tab: 'callList' }),
};

/** mobile key: v1 {key} … v7 with vendor, invite code, per-vendor locks and permissions */
export const MOBILE_KEY_STEPS: MigrationSteps = {
  2: ({ key, ...rest }) => ({ ...rest, key: str(key) ?? null, has: Boolean(key) }),
  3: (state) => ({ ...state, vendor: str(state.vendor) ?? 'none' }),
  4: (state) => ({ ...state, inviteCode: null }),
  5: (state) => ({ ...state, onityAuthCode: null, onityLocks: [], onityInitialized: false }),
  6: (state) => ({ ...state, omnitecLocks: [], omnitecPin: null }),
  7: (state) => ({ ...state, permissions: {}, subVendor: str(state.subVendor) ?? null }),
};

/** order (the timepicker's delivery time): v0 {time} → v1 {rawDeliveryTime, deliveryTime} */
export const ORDER_STEPS: MigrationSteps = {
  1: ({ time }) => ({ rawDeliveryTime: str(time) ?? '', deliveryTime: str(time) ?? '' }),
};

/** pin code: v0 {pin} → v1 {value} */
export const PINCODE_STEPS: MigrationSteps = {
  1: ({ pin }) => ({ value: typeof pin === 'number' ? String(pin) : (str(pin) ?? '') }),
};
