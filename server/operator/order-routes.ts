import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { operatorOrdersQuery, orderStatusBody } from '../orders/order-bodies';
import { orderView, seqOf, type OrderRow } from '../orders/order-store';
import { moveOrder } from '../orders/order-transitions';
import { operatorGuard, type OperatorTokens } from './operator-auth';

type HotelParams = { Params: { hotel: string } };
type OrderParams = { Params: { hotel: string; id: string } };

/** The kitchen's side: every order of the hotel, and moving one through in process, completed, canceled. */
export function registerOperatorOrderRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  const base = `${HOST_PREFIX.operator}/:hotel/orders`;
  const onRequest = operatorGuard(operatorTokens);
  app.get<HotelParams>(base, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const query = parseWith(operatorOrdersQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason);
    const page = ctx.orders.ofHotel(hotel.id, { beforeSeq: query.data.before, limit: query.data.limit });
    return { orders: page.rows.map(orderView), ...(page.next ? { next: page.next } : {}) };
  });

  app.post<OrderParams>(`${base}/:id/status`, { onRequest }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const body = parseWith(orderStatusBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const seq = seqOf(request.params.id);
    const moved = ctx.db.transaction(() => {
      const order = seq === undefined ? undefined : ctx.orders.bySeq(hotel.id, seq);
      if (!order) return 'missing';
      if (!moveOrder(ctx, hotel, order, body.data.status)) return `an order with status ${order.status} cannot become ${body.data.status}`;
      return ctx.orders.bySeq(hotel.id, order.seq) as OrderRow;
    })();
    if (moved === 'missing') return reply.code(404).send({ error: 'No such order' });
    if (typeof moved === 'string') return replyBadInput(reply, moved);
    const view = orderView(moved);
    if (moved.guest_id !== null) {
      await ctx.realtime.publishToGuest(hotel.id, moved.guest_id, { cmd: 'orderUpdateData', data: { orderId: view.id, status: moved.status } });
    }
    return { order: view };
  });
}
