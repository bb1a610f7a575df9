import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { pushPaths, type PushKeyResponse } from '../../common/api/push';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { personalOwner } from '../orders/token-owner';
import { isAllowedEndpoint } from './push-endpoints';
import type { StoredSubscription } from './push-store';
import type { VapidKeys } from './vapid-keys';

const OK = 0;
const BAD_INPUT = 1;
const INVALID_TOKEN = 3;
const SUBSCRIPTION_MAX_CHARS = 2_000;

const base64url = z.string().regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/);
const subscription = z.object({
  endpoint: z.string().max(1_000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
const regBody = z.object({ token: requiredText(200), deviceId: requiredText(100), pushId: requiredText(SUBSCRIPTION_MAX_CHARS) });

function parseSubscription(text: string): StoredSubscription | null {
  try {
    const parsed = subscription.safeParse(JSON.parse(text));
    return parsed.success ? { endpoint: parsed.data.endpoint, keys: parsed.data.keys } : null;
  } catch {
    return null;
  }
}

/** `POST /regpushid` (part 2 §7) and our `GET /pushKey`. */
export function registerPushRoutes(app: FastifyInstance, ctx: AppContext, keys: VapidKeys, endpointHosts: readonly string[]): void {
  app.get(HOST_PREFIX.api + pushPaths.publicKey, async (request, reply) => {
    if (!hotelOfRequest(request, ctx.hotels)) return replyUnknownHotel(reply);
    return { publicKey: keys.publicKey } satisfies PushKeyResponse;
  });

  app.post(HOST_PREFIX.api + pushPaths.register, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(regBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, BAD_INPUT);
    const parsed = parseSubscription(body.data.pushId);
    if (!parsed) return replyBadInput(reply, 'pushId: is not a push subscription', BAD_INPUT);
    if (!isAllowedEndpoint(parsed.endpoint, endpointHosts)) return replyBadInput(reply, 'pushId: the endpoint is not a known push service', BAD_INPUT);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INVALID_TOKEN };
    ctx.push.save(hotel.id, owner.guest.id, body.data.deviceId, parsed);
    return { result: OK };
  });
}
