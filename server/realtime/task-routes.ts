import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { isCommandName, realtimePaths, type ChannelCommand, type GetTaskResponse, type QueueCursor } from '../../common/api/realtime';
import { importSealKey, open } from '../../common/realtime/seal';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText, textField } from '../http/validate';
import { guestById } from '../orders/token-owner';

const OK = 0;
const BAD_INPUT = 1;
const INVALID_TOKEN = 3;
const CURSORS_KEPT = 10_000;
const ANSWER_MAX_CHARS = 8_192;

const taskBody = z.object({ token: requiredText(200), cmd: textField(40).optional() });
const answerBody = z.object({ token: requiredText(200), cmd: requiredText(40), data: textField(ANSWER_MAX_CHARS).optional() });

/**
 * `getTask` and `taskAnswer` (part 2 §7): the channel for a device that polls now and then instead of holding a
 * poll. `getTask` hands out the next command kept on the token's channels (optionally only `cmd`), once;
 * `taskAnswer` sends the device's answer to the hotel's channel, where the front desk reads it.
 */
export function registerTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cursors = new Map<string, QueueCursor>();

  app.post(HOST_PREFIX.api + realtimePaths.getTask, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(taskBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, BAD_INPUT);
    const owner = tokenOwner(ctx, hotel.id, body.data.token);
    if (!owner) return { result: INVALID_TOKEN } satisfies GetTaskResponse;
    const names = [ctx.realtime.directory.name({ scope: 'token', hotelId: hotel.id, guestId: owner.guestId })];
    if (owner.room) {
      names.push(ctx.realtime.directory.name({ scope: 'device', hotelId: hotel.id, room: owner.room }));
      const stay = ctx.realtime.stayOf(hotel.id, owner.room);
      if (stay !== undefined) names.push(ctx.realtime.directory.name({ scope: 'roomR', hotelId: hotel.id, room: owner.room, stayGuestId: stay }));
    }
    for (const name of names) {
      const cursorKey = `${owner.tokenHash}|${name}`;
      const key = await importSealKey(ctx.realtime.directory.keyOf(name));
      for (const message of ctx.realtime.queue.peek(name, cursors.get(cursorKey) ?? null)) {
        cursors.delete(cursorKey);
        cursors.set(cursorKey, { time: message.time, tag: message.tag });
        if (cursors.size > CURSORS_KEPT) cursors.delete(cursors.keys().next().value as string);
        const command = key ? ((await open(key, name, message.text.c)) as ChannelCommand | null) : null;
        if (command && (!body.data.cmd || command.cmd === body.data.cmd)) {
          return { result: OK, payload: { cmd: command.cmd, data: command.data } } satisfies GetTaskResponse;
        }
      }
    }
    return { result: OK, payload: null } satisfies GetTaskResponse;
  });

  app.post(HOST_PREFIX.api + realtimePaths.taskAnswer, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, BAD_INPUT);
    const body = parseWith(answerBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, BAD_INPUT);
    if (!isCommandName(body.data.cmd)) return replyBadInput(reply, 'cmd: is not a command of the spec', BAD_INPUT);
    let data: unknown;
    try {
      data = body.data.data === undefined ? undefined : JSON.parse(body.data.data);
    } catch {
      return replyBadInput(reply, 'data: is not JSON', BAD_INPUT);
    }
    const owner = tokenOwner(ctx, hotel.id, body.data.token);
    if (!owner) return { result: INVALID_TOKEN };
    await ctx.realtime.publishToHotel(hotel.id, {
      cmd: body.data.cmd,
      data,
      from: { device: owner.room ? 'tablet' : 'phone', ...(owner.room ? { room: owner.room } : {}) },
    });
    return { result: OK };
  });
}

function tokenOwner(ctx: AppContext, hotelId: number, token: string) {
  const row = ctx.tokens.find(token, hotelId);
  if (!row || row.guest_id === null) return undefined;
  const guest = guestById(ctx.db, row.guest_id);
  if (!guest || guest.status !== 'in') return undefined;
  return { guestId: guest.id, room: row.kind === 'inroom' ? row.room : guest.room, tokenHash: createHash('sha256').update(token).digest('hex') };
}
