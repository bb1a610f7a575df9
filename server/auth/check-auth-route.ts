import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX, apiPaths } from '../../common/api/paths';
import type { LogoutResponse } from '../../common/api/auth';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';

const VALID = 0;
const BAD_INPUT = 1;
const INVALID_TOKEN = 3;

const checkAuthBody = z.object({ token: requiredText(200) });

/**
 * Our own calls (not in the spec): `checkAuth`, how a phone or tablet learns at its next focus that the guest was
 * checked out, and `logout`, which ends the token on the server as the app forgets it.
 */
export function registerCheckAuthRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + apiPaths.checkAuth, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(checkAuthBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, BAD_INPUT);
    const row = ctx.tokens.find(body.data.token, hotel.id);
    return row ? { result: VALID, authType: row.kind === 'inroom' ? 'inRoom' : 'web' } : { result: INVALID_TOKEN };
  });

  app.post(HOST_PREFIX.api + apiPaths.logout, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(checkAuthBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, BAD_INPUT);
    ctx.tokens.revoke(body.data.token, hotel.id);
    return { result: VALID } satisfies LogoutResponse;
  });
}
