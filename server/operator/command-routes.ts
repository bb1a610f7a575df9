import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { isCommandName, ROOM_TV_COMMANDS, type ChannelCommand } from '../../common/api/realtime';
import type { AppContext } from '../app-context';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from './operator-auth';

type RoomParams = { Params: { hotel: string; room: string } };

const COMMAND_DATA_MAX_CHARS = 8_192;

const commandBody = z
  .object({
    cmd: z.string().refine(isCommandName, 'is not a command of the spec'),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .refine((body) => JSON.stringify(body.data ?? {}).length <= COMMAND_DATA_MAX_CHARS, 'data is too large');

/**
 * `POST /operator/{hotel}/rooms/{room}/commands {cmd, data?}`: any incoming command, to the room. Commands for the
 * TV go on `roomT`; the others on `roomR` while a guest stays, or to the room's devices when it is empty.
 */
export function registerOperatorCommandRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const onRequest = operatorGuard(operatorTokens);
  app.post<RoomParams>(`${HOST_PREFIX.operator}/:hotel/rooms/:room/commands`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const { room } = request.params;
    if (!ctx.hotelState.room(hotel.id, room)) return reply.code(404).send({ error: 'No such room' });
    const body = parseWith(commandBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const command: ChannelCommand = { cmd: body.data.cmd, data: body.data.data ?? {} };
    const toTv = (ROOM_TV_COMMANDS as readonly string[]).includes(command.cmd);
    const occupied = ctx.realtime.stayOf(hotel.id, room) !== undefined;
    const channel = toTv ? 'roomT' : occupied ? 'roomR' : 'device';
    if (toTv && !occupied) return reply.code(409).send({ error: 'No guest is checked in: the room has no TV channel' });
    await ctx.realtime.publishToRoom(hotel.id, room, channel, command);
    return { published: command.cmd, channel };
  });
}
