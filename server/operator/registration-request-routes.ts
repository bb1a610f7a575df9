import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import type { RegistrationRequestRow } from '../inroom/registration-request-store';
import { replyBadInput } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorGuard, type OperatorTokens } from './operator-auth';
import { emptyBody } from './operator-bodies';
import { hotelOf, type HotelParams } from './operator-routes';

type RequestParams = { Params: { hotel: string; id: string } };

const view = (row: RegistrationRequestRow) => ({
  id: row.id,
  room: row.room,
  tvIndex: row.tv_index,
  mac: row.mac,
  ip: row.ip,
  status: row.status,
  requestedAt: new Date(row.requested_at).toISOString(),
  decidedAt: row.decided_at === null ? null : new Date(row.decided_at).toISOString(),
});

/** Registrations made while the installation window was closed: the front desk confirms or refuses each. */
export function registerRegistrationRequestRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel/registrations`;
  const onRequest = operatorGuard(operatorTokens);

  app.get<HotelParams>(base, { onRequest }, async (request, reply) => {
    const hotel = hotelOf(request, reply, ctx);
    return hotel ? { requests: ctx.registrationRequests.list(hotel.id).map(view) } : reply;
  });

  for (const [action, status] of [['confirm', 'confirmed'], ['refuse', 'refused']] as const) {
    app.post<RequestParams>(`${base}/:id/${action}`, { onRequest }, async (request, reply) => {
      const hotel = hotelOf(request, reply, ctx);
      if (!hotel) return reply;
      const body = parseWith(emptyBody, request.body);
      if (!body.ok) return replyBadInput(reply, body.reason);
      const id = /^\d{1,12}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      if (id === undefined || !ctx.registrationRequests.decide(hotel.id, id, status)) {
        return reply.code(404).send({ error: 'No such registration request' });
      }
      return { request: view(ctx.registrationRequests.byId(hotel.id, id) as RegistrationRequestRow) };
    });
  }
}
