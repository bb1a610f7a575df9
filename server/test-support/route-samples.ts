import { burgerOrder } from '../orders/commerce-fixture';
import { omnitecSignature } from '../mobile-key/omnitec-signature';
import { RETURN_URL, type Device, type Victim } from './judge-fixture';

/** Who sends a sample: a token that is not the victim's, and (for room calls) a device that is not the victim's. */
export interface Caller {
  token: string;
  device: Device;
}

export interface SampleRequest {
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
  headers?: Record<string, string>;
}

/** The victim's room's ceiling light, as the rcu page asks for it. */
const rcuQuery = (token: string) => new URLSearchParams({ type: 'dimmer', room: '101', params: '{"device":"ceiling"}', token }).toString();

/**
 * A valid request of each guest or room call, aimed at the victim's things but sent by somebody else: it must be
 * refused, or answer only the caller's own things. Keyed `METHOD url` as Fastify registered the route. A new call
 * of the api or pay host needs an entry here, or one in PUBLIC_CALLS with its reason.
 */
export const GUEST_CALLS: Record<string, (caller: Caller, victim: Victim) => SampleRequest | SampleRequest[]> = {
  'POST /api/orderList': (c) => ({ method: 'POST', url: '/api/orderList', payload: { token: c.token } }),
  'POST /api/orderCancel': (c, v) => ({ method: 'POST', url: '/api/orderCancel', payload: { token: c.token, orderId: v.orderId } }),
  'POST /api/orderCreate': (c) => ({ method: 'POST', url: '/api/orderCreate', payload: burgerOrder(c.token, { paymentMethod: 'pos' }) }),
  'POST /api/api/slot/list': (c, v) => ({
    method: 'POST', url: '/api/api/slot/list', payload: { token: c.token, serviceId: 5, date: v.intervalCode.slice(0, 10) },
  }),
  'POST /api/api/slot/take': (c, v) => ({ method: 'POST', url: '/api/api/slot/take', payload: { token: c.token, serviceId: 5, intervalCode: v.intervalCode } }),
  'POST /api/api/slot/cancel': (c, v) => ({
    method: 'POST', url: '/api/api/slot/cancel', payload: { token: c.token, serviceId: 5, intervalCode: v.intervalCode },
  }),
  'POST /api/api/slot/mine': (c) => ({ method: 'POST', url: '/api/api/slot/mine', payload: { token: c.token } }),
  'POST /api/viewbill': (c) => ({ method: 'POST', url: '/api/viewbill', payload: { token: c.token } }),
  'POST /api/remoteCheckout': (c) => ({ method: 'POST', url: '/api/remoteCheckout', payload: { token: c.token, bookingNumber: 'B1001' } }),
  'POST /api/feedback': (c) => ({ method: 'POST', url: '/api/feedback', payload: { token: c.token, rating: 1, text: 'judged' } }),
  'POST /api/loyalty/register': (c) => ({
    method: 'POST', url: '/api/loyalty/register', payload: { token: c.token, name: 'Test Smith', email: 'anna@example.com' },
  }),
  'POST /api/loyalty/login': (c) => ({
    method: 'POST', url: '/api/loyalty/login', payload: { token: c.token, email: 'anna@example.com', cardNumber: '7000009001' },
  }),
  'POST /api/loyalty/card': (c) => ({ method: 'POST', url: '/api/loyalty/card', payload: { token: c.token } }),
  'POST /api/checkAuth': (c) => ({ method: 'POST', url: '/api/checkAuth', payload: { token: c.token } }),
  'POST /api/logout': (c) => ({ method: 'POST', url: '/api/logout', payload: { token: c.token } }),
  'POST /pay/payment': (c, v) => ({
    method: 'POST', url: '/pay/payment', payload: { token: c.token, source: 'web', orders: [{ id: v.onlineOrderId, type: 'shop' }], returnUrl: RETURN_URL },
  }),
  'GET /pay/stayCloudPay/payment/:id': (c, v) => ({
    method: 'GET', url: `/pay/stayCloudPay/payment/${v.paymentId}`, headers: { authorization: `Bearer ${c.token}` },
  }),
  'POST /api/token': (c) => ({
    method: 'POST', url: '/api/token?101', payload: { hotelId: 137, mac: c.device.mac, manufacturer: 'inroom', deviceType: 5, sign: c.device.sign },
  }),
  'POST /api/registration': (c) => ({
    method: 'POST', url: '/api/registration',
    payload: { v: 2, hotelId: 137, ip: '10.0.0.66', roomNumber: '101', mac: c.device.mac, manufacturer: 'inroom', tvIndex: '0' },
  }),
  'POST /api/tabletStatus': (c) => ({
    method: 'POST', url: '/api/tabletStatus',
    payload: {
      id: 'd3b07384-0000-4000-8000-000000000066', mac: c.device.mac, name: 'hotpad', appVersion: '2.1.903', language: 'en', page: '/',
      batteryLevel: 50, plugged: true, localTime: '2026-11-23T10:00:00+00:00',
      deviceInfo: { manufacturer: 'x', model: 'x', os: 'x', hostname: 'x', platform: 'linux' },
      networkData: { iface: 'eth0', ip: '10.0.0.66', mac: c.device.mac, type: 'wired', online: true },
      status: 'active', hotelId: 137, roomNumber: '101', tvIndex: '0', sign: c.device.sign,
    },
  }),
  'POST /api/realtime/session': (c) => [
    { method: 'POST', url: '/api/realtime/session', payload: { token: c.token } },
    { method: 'POST', url: '/api/realtime/session', payload: { hotelId: 137, roomNumber: '101', mac: c.device.mac, sign: c.device.sign } },
  ],
  'POST /api/getTask': (c) => ({ method: 'POST', url: '/api/getTask', payload: { token: c.token } }),
  'POST /api/taskAnswer': (c) => ({ method: 'POST', url: '/api/taskAnswer', payload: { token: c.token, cmd: 'get_channels', data: '[]' } }),
  'POST /api/wolByTvId': (c) => ({
    method: 'POST', url: '/api/wolByTvId', payload: { hotelId: 137, roomNumber: '101', tvId: '0', mac: c.device.mac, sign: c.device.sign },
  }),
  'POST /api/jsonapi/im': (c, v) => [
    { method: 'POST', url: '/api/jsonapi/im', payload: { token: c.token, cmd: 'read', categoryId: 'reception', lastId: v.messageId - 1 } },
    { method: 'POST', url: '/api/jsonapi/im', payload: { token: c.token, cmd: 'send', categoryId: 'reception', text: 'judged', clientId: 'judged-1' } },
  ],
  'POST /api/jsonapi/imRead': (c, v) => ({ method: 'POST', url: '/api/jsonapi/imRead', payload: { token: c.token, id: v.messageId } }),
  'POST /api/regpushid': (c) => ({
    method: 'POST', url: '/api/regpushid',
    payload: {
      token: c.token, deviceId: 'judged-phone',
      pushId: JSON.stringify({
        endpoint: 'https://fcm.googleapis.com/fcm/send/judged-victim-subscription',
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
    },
  }),
  // The victim's own door (room 101, PIN 2468) and door-key install: another caller gets only its own key, or none.
  ...Object.fromEntries(
    ['stayMobileKey', 'AahCreateMobileKey', 'AahCreateInviteCode', 'VostioCreateMobileKey', 'VostioCreateInviteCode'].map((name) => [
      `POST /api/mobilekey/${name}`,
      (c: Caller) => [
        { method: 'POST', url: `/api/mobilekey/${name}`, payload: { cmd: 'key', token: c.token, vendor: 'scienerOmnitecOnline', pin: '2468', endpointID: 'judged-install-101' } },
        { method: 'POST', url: `/api/mobilekey/${name}`, payload: { cmd: 'inviteCode', token: c.token, vendor: 'salto', uuid: 'judged-install-101', endpointID: 'judged-install-101' } },
        { method: 'POST', url: `/api/mobilekey/${name}`, payload: { cmd: 'unregister', token: c.token, vendor: 'salto', uuid: 'judged-install-101' } },
      ],
    ]),
  ),
  'POST /api/api/mobilekey/omniteconline/list': (c) => ({ method: 'POST', url: '/api/api/mobilekey/omniteconline/list', payload: { token: c.token } }),
  'POST /api/api/mobilekey/omniteconline/open': (c) => {
    const nonce = `${Date.now()}-${'0'.repeat(31)}1`;
    return { method: 'POST', url: '/api/api/mobilekey/omniteconline/open', payload: { token: c.token, lockId: 'room-101', nonce, signature: omnitecSignature('2468', nonce, 'room-101') } };
  },
  'POST /api/esign/sign': (c) => ({
    method: 'POST', url: '/api/esign/sign',
    payload: { token: c.token, documentId: 504, lang: 'en', signature: { width: 300, height: 150, strokes: [{ points: [[10, 10, 0.5, 0], [60, 40, 0.5, 16]] }] } },
  }),
  'GET /api/getCheckinURL': (c) => ({ method: 'GET', url: `/api/getCheckinURL?token=${encodeURIComponent(c.token)}` }),
  'GET /api/getAuthTag': (c) => ({ method: 'GET', url: `/api/getAuthTag?token=${encodeURIComponent(c.token)}` }),
  'GET /rcu/state.php': (c) => [
    { method: 'GET', url: `/rcu/state.php?${rcuQuery(c.token)}` },
    { method: 'GET', url: '/rcu/state.php?room=101' },
  ],
  'GET /rcu/push.php': (c) => ({ method: 'GET', url: `/rcu/push.php?${rcuQuery(c.token)}&state=${encodeURIComponent('{"state":1,"value":100}')}` }),
  'POST /telephony/extension': (c) => ({ method: 'POST', url: '/telephony/extension', payload: { token: c.token } }),
  'POST /telephony/dnd': (c) => ({ method: 'POST', url: '/telephony/dnd', payload: { token: c.token, dnd: true } }),
};

/** Calls that act for nobody in particular (api and pay hosts, the operator console's page), and why that is right. */
export const PUBLIC_CALLS: Record<string, string> = {
  'GET /api/hotel': 'the hotel lookup by name (part 1 §7): public identity',
  'GET /api/hotels': "the installation's hotels for the hotels list (part 1 §2): names, cities and addresses, public",
  'GET /api/adminSettings': 'the service fee: public',
  'POST /api/weblogin': 'the login itself: limited per device, address and account',
  'POST /api/errors': 'error reports from any app: bounded per address',
  'POST /api/weather': 'the demo weather of the hotel: public',
  'POST /api/getScheduleAirport': 'the demo flight schedule: public',
  'GET /pay/stayCloudPay': 'the hosted payment page: its random payment id is the capability, it names no guest',
  'POST /pay/stayCloudPay/:id/pay': 'the simulated provider: paying needs the random payment id',
  'POST /pay/stayCloudPay/:id/decline': 'the simulated provider: declining needs the random payment id',
  'GET /api/marketing': "the hotel's marketing notifications: the same for every guest of the hotel; a token only says whether it is valid",
  'POST /api/assistant/phrase': "phrases an answer from the hotel's public content pages only; bounded per address",
  'GET /api/pushKey': "the hotel's public VAPID key",
  'POST /stat/pages/': "page-view counts of a room's screens (part 2 §9 sends room and hotel only): numbers, no guest, bounded per request",
  'GET /queue/subv2/:channel': 'a channel name is an HMAC the session call gives only to its owner; its messages are sealed with its key',
  'POST /api/authTagLogin': 'the login by the guest app QR: its one-time tag (32 random characters, 2 minutes, stored as a hash) is the capability; limited per device and address',
  'GET /api/checkin/:tag': "the check-in page's data: the link's random tag from getCheckinURL is the capability, stored as a hash, expiring",
  'POST /api/checkin/:tag': "completing online check-in: the link's random tag from getCheckinURL is the capability, stored as a hash, expiring",
  'POST /queue/pub': 'publishing needs a channel name and its AES-GCM key, which only the session call gives to its owner',
  'GET /operator': "sends on to the operator console's page",
  'GET /operator/': "the operator console's page: one static file for everyone, nothing of a hotel; every call it makes needs the hotel's operator token",
  'GET /operator/_assets/*': "the operator console's built scripts and styles: static files",
};

/** Hosts whose every call names its hotel in the path and serves the same files to everyone. */
export const PUBLIC_PREFIXES = ['/static/', '/content/', '/*'];

export const routeKey = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
