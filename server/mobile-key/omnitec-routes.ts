import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MOBILE_KEY_RESULT,
  OMNITEC_OPEN_RESULT,
  OMNITEC_NONCE_WINDOW_MS,
  OMNITEC_PIN_ATTEMPTS,
  mobileKeyPaths,
  type DoorLogEntry,
  type OmnitecListResponse,
  type OmnitecOpenResponse,
} from '../../common/api/mobile-key';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { lockById } from './door-system';
import { keyHolder } from './key-holder';
import { nonceIsFresh, signatureMatches } from './omnitec-signature';

const O = OMNITEC_OPEN_RESULT;
const ONLINE = 'scienerOmnitecOnline';

const listBody = z.object({ token: requiredText(200) });
const openBody = z.object({
  token: requiredText(200),
  lockId: requiredText(40),
  nonce: requiredText(60),
  signature: requiredText(128),
});

const OUTCOME: Record<number, DoorLogEntry['outcome']> = {
  [O.opened]: 'opened', [O.incorrectPin]: 'incorrect-pin', [O.incorrectToken]: 'incorrect-token', [O.checkedOut]: 'checked-out', [O.canceled]: 'canceled',
};

/** Part 2 §7 Omnitec online: the guest's doors, and opening one over the network with the PIN's signature. */
export function registerOmnitecRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + mobileKeyPaths.omnitecList, { config: { resultCodes: { badInput: MOBILE_KEY_RESULT.noKey, failure: O.failure } } }, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, MOBILE_KEY_RESULT.noKey);
    const body = parseWith(listBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, MOBILE_KEY_RESULT.noKey);
    return listLocks(ctx, hotel, body.data.token);
  });

  app.post(HOST_PREFIX.api + mobileKeyPaths.omnitecOpen, { config: { resultCodes: { badInput: O.failure, failure: O.failure } } }, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, O.failure);
    const body = parseWith(openBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, O.failure);
    return openLock(ctx, hotel, body.data);
  });
}

function listLocks(ctx: AppContext, hotel: Hotel, token: string): OmnitecListResponse {
  const holder = keyHolder(ctx, hotel, token);
  if (holder.kind === 'incorrect-token') return { result: O.incorrectToken };
  if (holder.kind === 'checked-out') return { result: O.checkedOut };
  if (holder.doors?.vendor !== ONLINE || !holder.key) return { result: O.opened, locks: [] };
  if (holder.key.state === 'canceled') return { result: O.canceled };
  return { result: O.opened, locks: holder.doors.locks.map(({ lockId, lockAlias, room }) => (room ? { lockId, lockAlias, room } : { lockId, lockAlias })) };
}

function openLock(ctx: AppContext, hotel: Hotel, body: z.infer<typeof openBody>): OmnitecOpenResponse {
  const lock = lockById(hotel, body.lockId);
  const holder = keyHolder(ctx, hotel, body.token);
  const guest = holder.kind === 'incorrect-token' ? undefined : holder.guest;
  const result = decide(ctx, hotel, holder, body);
  // Every attempt at a door of the hotel is logged, whoever made it and however it ended.
  if (lock) {
    ctx.doorKeys.log({
      hotelId: hotel.id, lockId: lock.lockId, lockAlias: lock.lockAlias, vendor: lock.vendor, room: guest?.room ?? null,
      guestId: guest?.id ?? null, result, outcome: OUTCOME[result] ?? 'failed',
    });
  }
  return { result };
}

function decide(ctx: AppContext, hotel: Hotel, holder: ReturnType<typeof keyHolder>, body: z.infer<typeof openBody>): number {
  if (holder.kind === 'incorrect-token') return O.incorrectToken;
  if (holder.kind === 'checked-out') return O.checkedOut;
  const { key, doors, guest } = holder;
  if (!key || doors?.vendor !== ONLINE) return O.notYourLock;
  if (key.state === 'canceled') return O.canceled;
  if (!doors.locks.some((lock) => lock.lockId === body.lockId)) return O.notYourLock;
  const now = Date.now();
  if (ctx.doorKeys.failedPinsSince(guest.id, now - OMNITEC_PIN_ATTEMPTS.windowMs) >= OMNITEC_PIN_ATTEMPTS.max) return O.tooManyAttempts;
  if (!nonceIsFresh(body.nonce, now) || !ctx.doorKeys.useNonce(hotel.id, body.nonce, now, OMNITEC_NONCE_WINDOW_MS)) return O.staleNonce;
  return signatureMatches(key.pin, body.nonce, body.lockId, body.signature) ? O.opened : O.incorrectPin;
}
