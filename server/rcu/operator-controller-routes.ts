import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HOST_PREFIX } from '../../common/api/paths';
import type { RoomControllerView, RoomDeviceView } from '../../common/api/rcu';
import type { AppContext } from '../app-context';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import type { Hotel } from '../hotels/hotel';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';
import { ControllerUnreachable, type RoomControlDriver } from './driver';
import { faultsBody, windowBody } from './rcu-bodies';
import type { SimulatorDriver } from './simulator/simulator-driver';

type RoomParams = { Params: { hotel: string; room: string } };

interface Controller {
  hotel: Hotel;
  room: string;
  driver: RoomControlDriver;
}

const isSimulator = (driver: RoomControlDriver): driver is SimulatorDriver => driver.kind === 'simulator';

/** What the front desk sees of a room: every device's state; for the simulator its window and faults too. */
async function viewOf(ctx: AppContext, { hotel, room, driver }: Controller): Promise<RoomControllerView> {
  const devices = ctx.roomControl.devicesOf(hotel);
  const view = (state: RoomDeviceView['state']) => (d: (typeof devices)[number]): RoomDeviceView => ({
    id: d.id, type: d.type, ...(d.kind ? { kind: d.kind } : {}), title: d.title, state,
  });
  if (isSimulator(driver)) {
    const simulator = driver.room(room);
    const faults = driver.faults(room);
    return {
      room, driver: driver.kind, reachable: !faults.unreachable, window: { open: simulator.windowOpen() }, faults,
      devices: devices.map((d) => view(simulator.read(d))(d)),
    };
  }
  const readings = await Promise.all(
    devices.map((d) =>
      driver.read(room, d).catch((error: unknown) => {
        if (error instanceof ControllerUnreachable) return null;
        throw error;
      }),
    ),
  );
  return {
    room, driver: driver.kind, reachable: readings.some((r) => r !== null), window: null, faults: null,
    devices: devices.map((d, i) => view(readings[i] ?? null)(d)),
  };
}

function controllerOf(request: FastifyRequest<RoomParams>, reply: FastifyReply, ctx: AppContext): Controller | undefined {
  const hotel = ctx.hotels.byName(request.params.hotel);
  if (!hotel) {
    replyUnknownHotel(reply);
    return undefined;
  }
  const driver = ctx.roomControl.driverOf(hotel);
  if (!driver) reply.code(404).send({ error: 'This hotel has no room control' });
  else if (!ctx.hotelState.room(hotel.id, request.params.room)) reply.code(404).send({ error: 'No such room' });
  else return { hotel, room: request.params.room, driver };
  return undefined;
}

/** Operator calls on a room's controller: see it, open or close its window, switch its faults (simulator only). */
export function registerOperatorControllerRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel/rooms/:room/controller`;
  const onRequest = operatorGuard(operatorTokens);

  const simulated = <B,>(schema: z.ZodType<B>, act: (driver: SimulatorDriver, room: string, body: B) => void) =>
    async (request: FastifyRequest<RoomParams>, reply: FastifyReply) => {
      const body = parseWith(schema, request.body);
      if (!body.ok) return replyBadInput(reply, body.reason);
      const controller = controllerOf(request, reply, ctx);
      if (!controller) return reply;
      if (!isSimulator(controller.driver)) return reply.code(409).send({ error: 'This room controller is not simulated' });
      act(controller.driver, controller.room, body.data);
      return viewOf(ctx, controller);
    };

  app.get<RoomParams>(base, { onRequest }, async (request, reply) => {
    const controller = controllerOf(request, reply, ctx);
    return controller ? viewOf(ctx, controller) : reply;
  });

  app.post<RoomParams>(`${base}/window`, { onRequest }, simulated(windowBody, (driver, room, body) => driver.room(room).setWindow(body.open)));

  app.post<RoomParams>(`${base}/faults`, { onRequest }, simulated(faultsBody, (driver, room, body) => driver.setFaults(room, body)));
}
