import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { rcuPaths, RCU_PUSH_OK } from '../../common/api/rcu';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import type { Hotel } from '../hotels/hotel';
import { personalOwner } from '../orders/token-owner';
import { parseChange } from './device-change';
import { ControllerUnreachable, type RoomControlDriver } from './driver';
import { pingQuery, pushQuery, stateQuery } from './rcu-bodies';
import type { DeviceSpec } from './room-control-schema';

interface Target {
  hotel: Hotel;
  room: string;
  driver: RoomControlDriver;
}

const UNREACHABLE = { error: 'Room controller unreachable' };

function targetOf(request: FastifyRequest, reply: FastifyReply, ctx: AppContext, room: string): Target | undefined {
  const hotel = hotelOfRequest(request, ctx.hotels);
  if (!hotel) {
    replyUnknownHotel(reply);
    return undefined;
  }
  const driver = ctx.roomControl.driverOf(hotel);
  if (!driver) {
    reply.code(404).send({ error: 'This hotel has no room control' });
    return undefined;
  }
  if (!ctx.hotelState.room(hotel.id, room)) {
    reply.code(404).send({ error: 'No such room' });
    return undefined;
  }
  return { hotel, room, driver };
}

/** The token must act for this very room: its guest's room, or the room of an in-room device. */
function mayControl(ctx: AppContext, target: Target, token: string, reply: FastifyReply): boolean {
  const owner = personalOwner(ctx, target.hotel, token);
  if (!owner) reply.code(403).send({ error: 'Incorrect token' });
  else if (owner.room !== target.room) reply.code(403).send({ error: `This token does not act for room ${target.room}` });
  return owner?.room === target.room;
}

function deviceOf(ctx: AppContext, target: Target, type: string, id: string, reply: FastifyReply): DeviceSpec | undefined {
  const device = ctx.roomControl.devicesOf(target.hotel).find((d) => d.id === id && d.type === type);
  if (!device) reply.code(404).send({ error: `No ${type} ${id} in this room` });
  return device;
}

async function controller<T>(reply: FastifyReply, act: () => Promise<T>): Promise<T | undefined> {
  try {
    return await act();
  } catch (error) {
    if (!(error instanceof ControllerUnreachable)) throw error;
    reply.code(504).send(UNREACHABLE);
    return undefined;
  }
}

/** Part 2 §7 rcu host: `state.php` reads a device, `push.php` changes it and answers 'OK'. */
export function registerRcuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(HOST_PREFIX.rcu + rcuPaths.state, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const ping = parseWith(pingQuery, request.query);
    if (ping.ok) {
      const target = targetOf(request, reply, ctx, ping.data.room);
      if (!target) return reply;
      const answered = await controller(reply, async () => (await target.driver.ping(target.room), true));
      return answered ? { room: target.room, reachable: true } : reply;
    }
    const query = parseWith(stateQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason);
    const target = targetOf(request, reply, ctx, query.data.room);
    if (!target || !mayControl(ctx, target, query.data.token, reply)) return reply;
    const device = deviceOf(ctx, target, query.data.type, query.data.params.device, reply);
    if (!device) return reply;
    const reading = await controller(reply, () => target.driver.read(target.room, device));
    return reading ?? reply;
  });

  app.get(HOST_PREFIX.rcu + rcuPaths.push, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const query = parseWith(pushQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason);
    const target = targetOf(request, reply, ctx, query.data.room);
    if (!target || !mayControl(ctx, target, query.data.token, reply)) return reply;
    const device = deviceOf(ctx, target, query.data.type, query.data.params.device, reply);
    if (!device) return reply;
    const change = parseChange(device, query.data.state);
    if (!change.ok) return replyBadInput(reply, change.reason);
    const outcome = await controller(reply, () => target.driver.write(target.room, device, change.change));
    if (!outcome) return reply;
    if (!outcome.ok) return reply.code(409).send({ error: outcome.reason });
    return reply.type('text/plain; charset=utf-8').send(RCU_PUSH_OK);
  });
}
