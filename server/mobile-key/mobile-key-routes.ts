import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MOBILE_KEY_RESULT,
  MOBILE_KEY_VENDORS,
  mobileKeyPaths,
  type InviteCodeResponse,
  type MobileKeyResponse,
  type MobileKeyVendor,
  type SeosSubVendor,
  type StayMobileKeyCmd,
} from '../../common/api/mobile-key';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { keyHolder } from './key-holder';
import { vendorKeyPayload } from './vendor-keys';

const R = MOBILE_KEY_RESULT;
const CODES = { badInput: R.noKey, failure: R.failure };

/** An app install's id (the auth uuid plus a random integer) or a vendor endpoint id. */
const installId = z.string().regex(/^[A-Za-z0-9._:-]{8,120}$/, 'must be 8-120 letters, digits or ._:-');

const keyBody = z.object({
  cmd: z.enum(['key', 'inviteCode', 'unregister']).default('key'),
  token: requiredText(200),
  vendor: z.enum(MOBILE_KEY_VENDORS).optional(),
  pin: z.string().regex(/^\d{0,8}$/, 'must be digits').default(''),
  endpointID: installId.optional(),
  uuid: installId.optional(),
});

type KeyBody = z.infer<typeof keyBody>;
type Answer = MobileKeyResponse & InviteCodeResponse;

/** Each uri and what it does; the seos ones belong to one sub-vendor and do one thing. */
const ROUTES: { path: string; cmd?: StayMobileKeyCmd; subVendor?: SeosSubVendor }[] = [
  { path: mobileKeyPaths.stay },
  { path: mobileKeyPaths.aahKey, cmd: 'key', subVendor: 'aah' },
  { path: mobileKeyPaths.aahInvite, cmd: 'inviteCode', subVendor: 'aah' },
  { path: mobileKeyPaths.vostioKey, cmd: 'key', subVendor: 'vostio' },
  { path: mobileKeyPaths.vostioInvite, cmd: 'inviteCode', subVendor: 'vostio' },
];

/** Part 2 §7 mobile key calls against the simulated door system (docs/backend-contract.md, "Mobile keys"). */
export function registerMobileKeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const route of ROUTES) {
    app.post(HOST_PREFIX.api + route.path, { config: { resultCodes: CODES } }, async (request, reply) => {
      const hotel = hotelOfRequest(request, ctx.hotels);
      if (!hotel) return replyUnknownHotel(reply, R.noKey);
      const body = parseWith(keyBody, request.body);
      if (!body.ok) return replyBadInput(reply, body.reason, R.noKey);
      const vendor = route.subVendor ? 'seos' : body.data.vendor;
      if (!vendor) return replyBadInput(reply, 'vendor: is required', R.noKey);
      return answer(ctx, hotel, { ...body.data, cmd: route.cmd ?? body.data.cmd }, vendor, route.subVendor);
    });
  }
  // The door system ends a stay's key with the stay, and forgets the installs it was registered to.
  ctx.events.subscribe((event) => {
    if (event.type !== 'checkout') return;
    ctx.doorKeys.setState(event.guestId, 'checked-out');
    ctx.doorKeys.unregisterGuest(event.guestId);
  });
}

function answer(ctx: AppContext, hotel: Hotel, body: KeyBody, vendor: MobileKeyVendor, subVendor?: SeosSubVendor): Answer {
  const holder = keyHolder(ctx, hotel, body.token);
  if (holder.kind === 'incorrect-token') return { result: R.incorrectToken, message: 'Incorrect token' };
  if (holder.kind === 'checked-out') return { result: R.checkedOut, message: 'Guest checked out' };
  const { guest, doors, key } = holder;
  if (body.cmd === 'unregister') {
    if (!body.uuid) return { result: R.noKey, message: 'uuid: is required' };
    ctx.doorKeys.unregisterEndpoint(hotel.id, guest.id, body.uuid);
    return { result: R.ok };
  }
  if (!doors || !key) return { result: R.noKey, message: 'No mobile key was issued for this stay' };
  if (doors.vendor === 'scienerOmnitecOnline') return { result: R.noKey, message: 'These doors open from the list of locks in the app' };
  if (vendor !== doors.vendor) return { result: R.noKey, message: `The locks of ${doors.building} do not take ${vendor} keys` };
  if (subVendor && hotel.config.mobileKey?.subVendor !== subVendor) {
    return { result: R.noKey, message: 'The hotel does not issue its keys through this service' };
  }
  if (key.state === 'canceled') {
    return vendor === 'onity'
      ? { result: R.onityRevoked, message: 'The hotel has revoked this key' }
      : { result: R.canceled, message: 'Guest canceled' };
  }
  if (body.cmd === 'inviteCode') {
    if (!body.uuid) return { result: R.noKey, message: 'uuid: is required' };
    ctx.doorKeys.registerEndpoint(hotel.id, guest.id, body.uuid, vendor);
    return { result: R.ok, invitationCode: ctx.doorKeys.inviteCode(guest.id) };
  }
  if (!body.endpointID) return { result: R.noKey, message: 'endpointID: is required' };
  ctx.doorKeys.registerEndpoint(hotel.id, guest.id, body.endpointID, vendor);
  return { result: R.ok, payload: vendorKeyPayload(vendor, key, doors, body.endpointID) };
}
