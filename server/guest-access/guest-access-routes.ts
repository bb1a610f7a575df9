import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AUTH_TAG_TTL_MS,
  CHECKIN_LINK_TTL_MS,
  GUEST_ACCESS_RESULT,
  guestAccessPaths,
  type AuthTagResponse,
  type CheckinUrlResponse,
} from '../../common/api/guest-access';
import type { WebLoginResponse } from '../../common/api/auth';
import { HOST_PREFIX } from '../../common/api/paths';
import { DEVICE_TYPE } from '../../common/spec/codes';
import type { AppContext } from '../app-context';
import { loginRateLimit } from '../auth/login-rate-limit';
import { guestDataOf } from '../guests/guest-store';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText, textField } from '../http/validate';
import { guestById, personalOwner } from '../orders/token-owner';

const R = GUEST_ACCESS_RESULT;
const CODES = { config: { resultCodes: { badInput: R.incorrectData, failure: 9 } } };

const tokenQuery = z.object({ token: requiredText(200) });
const tagLoginBody = z.object({
  tag: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'is not a tag'),
  hotelId: z.coerce.number().int().positive(),
  deviceId: textField(100).default(''),
  deviceOSVersion: textField(100).default(''),
  deviceModel: textField(100).default(''),
  deviceType: z.coerce.number().refine((n) => (Object.values(DEVICE_TYPE) as number[]).includes(n), 'is not a device type').default(DEVICE_TYPE.web),
});

/** The address the guest's browser used, so the link opens on the same host (and so the same hotel). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? 'localhost'}`;

/** Part 1 §7 `getCheckinURL` and `getAuthTag`, and the tag login a scanned QR code leads to. */
export function registerGuestAccessRoutes(app: FastifyInstance, ctx: AppContext, limit = loginRateLimit()): void {
  app.get(HOST_PREFIX.api + guestAccessPaths.checkinUrl, CODES, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, R.incorrectData);
    const query = parseWith(tokenQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, R.incorrectData);
    const owner = personalOwner(ctx, hotel, query.data.token);
    if (!owner) return { result: R.incorrectToken } satisfies CheckinUrlResponse;
    const tag = ctx.accessTags.issue(hotel.id, 'checkin', owner.guest.id, CHECKIN_LINK_TTL_MS);
    return { result: R.ok, url: `${originOf(request)}/checkin/${tag}` } satisfies CheckinUrlResponse;
  });

  app.get(HOST_PREFIX.api + guestAccessPaths.authTag, CODES, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, R.incorrectData);
    const query = parseWith(tokenQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, R.incorrectData);
    const owner = personalOwner(ctx, hotel, query.data.token);
    if (!owner) return { result: R.incorrectToken } satisfies AuthTagResponse;
    const tag = ctx.accessTags.issue(hotel.id, 'auth', owner.guest.id, AUTH_TAG_TTL_MS);
    return { result: R.ok, tag, expiresInMs: AUTH_TAG_TTL_MS } satisfies AuthTagResponse;
  });

  app.post(HOST_PREFIX.api + guestAccessPaths.authTagLogin, CODES, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, R.incorrectData);
    const body = parseWith(tagLoginBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, R.incorrectData);
    if (body.data.hotelId !== hotel.id) return replyBadInput(reply, 'hotelId does not match the hotel', R.incorrectData);
    // A tag cannot be guessed, so no account is counted: only the device and the client address.
    const attempt = { hotelId: hotel.id, deviceId: body.data.deviceId || undefined, address: request.ip, body: { type: 'notResident', login: '' } } as const;
    if (!limit.allow(attempt)) {
      return reply.code(429).send({ result: 9, error: 'Too many login attempts from this device: wait a few minutes' });
    }
    const guest = ctx.db.transaction(() => {
      const guestId = ctx.accessTags.spend(hotel.id, 'auth', body.data.tag);
      const found = guestId === undefined ? undefined : guestById(ctx.db, guestId);
      return found?.status === 'in' ? found : undefined;
    })();
    if (!guest) return { result: R.incorrectToken } satisfies WebLoginResponse;
    const token = ctx.tokens.issue({ hotelId: hotel.id, kind: 'web', guestId: guest.id, room: guest.room, mac: null, deviceId: body.data.deviceId || null });
    return { result: R.ok, token, data: guestDataOf(guest), lang: guest.lang ?? hotel.config.defaultLanguage } satisfies WebLoginResponse;
  });
}
