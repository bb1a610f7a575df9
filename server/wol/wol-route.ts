import type { FastifyInstance } from 'fastify';
import { deviceApiPaths } from '../../common/api/device-status';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { tvIndexesOf } from '../hotels/hotel-state-store';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { personalOwner } from '../orders/token-owner';
import { deviceAuthResult } from '../status-reports/device-auth';
import { wolByTvIdBody } from '../status-reports/status-report-body';
import type { StatusStore } from '../status-reports/status-store';

const INVALID_HOTEL = 2;
const INCORRECT_DATA = 6;
// As checkAuth: the token is unknown, revoked or not of this room.
const INVALID_TOKEN = 3;

/**
 * Part 2 §7 `POST /wolByTvId`: a room's screen (MAC and sign) or a guest's phone (the guest's token, ours) asks the
 * hotel to wake one of the room's TVs. The demo has no TVs to wake, so it records the request (the operator's
 * status call shows it) and answers result 0.
 */
export function registerWolRoute(app: FastifyInstance, ctx: AppContext, store: StatusStore): void {
  app.post(HOST_PREFIX.api + deviceApiPaths.wolByTvId, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INVALID_HOTEL);
    const body = parseWith(wolByTvIdBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    if (body.data.hotelId !== hotel.id) return reply.code(400).send({ result: INVALID_HOTEL, error: 'hotelId is not the hotel of this host' });
    const room = ctx.hotelState.room(hotel.id, body.data.roomNumber);
    if (!room || !tvIndexesOf(room).includes(body.data.tvId)) {
      return replyBadInput(reply, 'no such TV in this room', INCORRECT_DATA);
    }
    if ('token' in body.data) {
      const owner = personalOwner(ctx, hotel, body.data.token);
      if (!owner || owner.room !== body.data.roomNumber) {
        return reply.code(403).send({ result: INVALID_TOKEN, error: 'not a guest of this room' });
      }
    } else {
      const auth = deviceAuthResult(ctx, hotel.id, body.data);
      if (!('tvIndex' in auth)) return reply.code(403).send({ result: auth.result, error: 'not a registered device of this room' });
    }
    store.addWol(hotel.id, body.data.roomNumber, body.data.tvId, body.data.tvMac ?? '');
    return { result: 0 };
  });

}
