import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { TvChannel } from '../../common/api/content';
import { contentPaths, HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import type { Hotel } from '../hotels/hotel';
import { tvIndexesOf } from '../hotels/hotel-state-store';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { tvSimulator } from './tv-simulator';
import { tvStateStore, type RoomTvState } from './tv-state-store';

const simulatorBody = z.object({ on: z.boolean() });

const channelIdsOf = (hotel: Hotel): string[] => {
  const file = hotel.contentFiles.get(contentPaths.channels(hotel.uid));
  if (!file) return [];
  try {
    const list = JSON.parse(file.body.toString('utf8')) as TvChannel[];
    return Array.isArray(list) ? [...list].sort((a, b) => a.index - b.index).map((c) => String(c.id)) : [];
  } catch {
    return [];
  }
};

/** The room TVs of the demo: the simulator on the room queue, and the front desk's view of every room TV. */
export function registerTvRoutes(app: FastifyInstance, ctx: AppContext, operators: OperatorTokens): void {
  const states = tvStateStore(ctx.db);
  const channels = new Map(ctx.hotels.all.map((hotel) => [hotel.id, channelIdsOf(hotel)]));
  const stop = tvSimulator({
    realtime: ctx.realtime,
    states,
    tvIndexes: (hotelId, room) => {
      const row = ctx.hotelState.room(hotelId, room);
      return row ? tvIndexesOf(row) : undefined;
    },
    channelIds: (hotelId) => channels.get(hotelId) ?? [],
  });
  app.addHook('onClose', async () => stop());

  const onRequest = operatorGuard(operators);
  const base = `${HOST_PREFIX.operator}/:hotel`;
  const hotelOf = (name: string, reply: FastifyReply) => {
    const hotel = ctx.hotels.byName(name);
    if (!hotel) replyUnknownHotel(reply);
    return hotel;
  };

  app.get<{ Params: { hotel: string; room: string } }>(`${base}/rooms/:room/tv`, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request.params.hotel, reply);
    if (!hotel) return reply;
    const room = ctx.hotelState.room(hotel.id, request.params.room);
    if (!room) return reply.code(404).send({ error: 'No such room' });
    const known = new Map(states.list(hotel.id, room.number).map((s) => [s.tvId, s]));
    const tvs: (RoomTvState | { tvId: string; source: 'none' })[] = tvIndexesOf(room).map((tvId) => known.get(tvId) ?? { tvId, source: 'none' });
    return {
      simulator: states.simulatorOn(hotel.id),
      screenOnline: ctx.realtime.isListening(hotel.id, room.number, 'roomT'),
      tvs,
    };
  });

  app.post<{ Params: { hotel: string } }>(`${base}/tv-simulator`, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request.params.hotel, reply);
    if (!hotel) return reply;
    const body = parseWith(simulatorBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    states.setSimulator(hotel.id, body.data.on);
    return { simulator: states.simulatorOn(hotel.id) };
  });
}
