import type { FastifyInstance } from 'fastify';
import { deviceApiPaths, type TabletStatusReport } from '../../common/api/device-status';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { deviceAuthResult } from './device-auth';
import { registerWolRoute } from '../wol/wol-route';
import { tabletStatusBody } from './status-report-body';
import { statusStore, type StatusStore } from './status-store';

// Part 1 §8 shared in-room codes: 2 invalid hotelId, 6 incorrect data.
const INVALID_HOTEL = 2;
const INCORRECT_DATA = 6;

/** `POST /api/tabletStatus`, `POST /api/wolByTvId` and the operator's `GET /operator/{hotel}/status`. */
export function registerStatusReportRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): StatusStore {
  const store = statusStore(ctx.db);

  app.post(HOST_PREFIX.api + deviceApiPaths.tabletStatus, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INVALID_HOTEL);
    const body = parseWith(tabletStatusBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    if (body.data.hotelId !== hotel.id) return reply.code(400).send({ result: INVALID_HOTEL, error: 'hotelId is not the hotel of this host' });
    const auth = deviceAuthResult(ctx, hotel.id, body.data);
    if (!('tvIndex' in auth)) return reply.code(403).send({ result: auth.result, error: 'not a registered device of this room' });
    const { hotelId: _hotelId, roomNumber, tvIndex: _tvIndex, sign: _sign, ...report } = body.data;
    store.save(hotel.id, { room: roomNumber, tvIndex: auth.tvIndex, mac: body.data.mac }, report as TabletStatusReport);
    return { result: 0 };
  });

  registerWolRoute(app, ctx, store);

  app.get<{ Params: { hotel: string } }>(
    `${HOST_PREFIX.operator}/:hotel/status`,
    { onRequest: operatorGuard(operatorTokens) },
    async (request, reply) => {
      const hotel = ctx.hotels.byName(request.params.hotel);
      if (!hotel) return replyUnknownHotel(reply);
      return {
        rooms: store.list(hotel.id).map((entry) => ({ ...entry, wakeOnLan: store.wolOf(hotel.id, entry.room, entry.tvIndex) })),
      };
    },
  );
  return store;
}
