import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { payPaths, type PaymentCreateResponse, type PaymentStatusResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { anonymousWrites, replyTooMany } from '../http/anonymous-writes';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { catalogueOf } from '../orders/catalogue';
import { tokenField } from '../orders/order-bodies';
import { orderIdOf } from '../orders/order-store';
import { ownerOfToken } from '../orders/token-owner';
import { createPayment } from './create-payment';
import { formatAmount, hostedPage } from './hosted-page';
import { orderSeqsOf, type PaymentRow } from './payment-store';
import { settlePayment } from './settle-payment';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;
const options = { config: { resultCodes: { badInput: INCORRECT_DATA, failure: 9 } } };

const createBody = z
  .object({
    token: tokenField,
    source: z.literal('web'),
    orders: z.array(z.strictObject({ id: z.string().trim().min(1).max(20), type: z.enum(['shop', 'service']) })).min(1).max(20).optional(),
    folio: z.literal(true).optional(),
    returnUrl: z.string().trim().min(1).max(2000),
  })
  .refine((body) => (body.orders === undefined) !== (body.folio === undefined), 'needs either orders or folio, not both');
/** The token comes in `Authorization: Bearer` (the app's way: no token in an address); part 2 §7's `?token=` still works. */
const statusQuery = z.object({ token: tokenField });
const pageQuery = z.object({ payload: z.string().regex(/^pay_[A-Za-z0-9_-]{10,60}$/, 'is not a payment') });
type IdParams = { Params: { id: string } };

/** The simulated online payment provider under `/pay` (part 2 §7): create, hosted page, pay or decline, status. */
export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = HOST_PREFIX.pay;
  const anonymous = anonymousWrites('payments');
  app.post(base + payPaths.create, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(createBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    if (ownerOfToken(ctx, hotel, body.data.token)?.kind === 'none' && !anonymous.take(hotel.id, request.ip)) {
      return replyTooMany(reply, 9);
    }
    const host = request.headers.host ?? '';
    return ctx.db.transaction((): PaymentCreateResponse => createPayment(ctx, hotel, body.data, host, request.protocol))();
  });

  app.get<IdParams>(`${base}/stayCloudPay/payment/:id`, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    const query = parseWith(statusQuery, bearer ? { token: bearer } : request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, INCORRECT_DATA);
    const owner = ownerOfToken(ctx, hotel, query.data.token);
    const payment = ctx.payments.byId(request.params.id, hotel.id);
    const mine = owner?.kind === 'none' ? payment?.owner === 'none' : payment?.guest_id === owner?.guest.id;
    if (!owner || !payment || !mine) {
      return { result: INCORRECT_TOKEN } satisfies PaymentStatusResponse;
    }
    const orders = orderSeqsOf(payment).map((seq) => orderIdOf({ seq }));
    return { result: OK, data: { data: { paymentId: payment.id, status: payment.status, orders } } } satisfies PaymentStatusResponse;
  });

  app.get(base + payPaths.hostedPage, async (request, reply) => {
    const found = pageOf(request, reply, ctx, parseWith(pageQuery, request.query));
    if (!found) return reply;
    const { hotel, payment } = found;
    const catalogue = catalogueOf(hotel);
    const amount = formatAmount(payment.amount_minor, catalogue.currency, catalogue.precision);
    const page = hostedPage(hotel.manifest.name, amount, payment.id, payment.status);
    return reply
      .header('Content-Security-Policy', page.csp)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(page.html);
  });

  for (const outcome of ['pay', 'decline'] as const) {
    app.post<IdParams>(`${base}/stayCloudPay/:id/${outcome}`, async (request, reply) => {
      const found = pageOf(request, reply, ctx, { ok: true, data: { payload: request.params.id } });
      if (!found) return reply;
      ctx.db.transaction(() => settlePayment(ctx, found.payment, outcome === 'pay' ? 'paid' : 'failed'))();
      const target = new URL(found.payment.return_url);
      target.searchParams.set('paymentId', found.payment.id);
      return reply.code(303).header('Cache-Control', 'no-store').redirect(target.toString(), 303);
    });
  }
}

function pageOf(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: AppContext,
  query: ReturnType<typeof parseWith<{ payload: string }>>,
): { hotel: NonNullable<ReturnType<typeof hotelOfRequest>>; payment: PaymentRow } | undefined {
  const hotel = hotelOfRequest(request, ctx.hotels);
  if (!hotel) {
    replyUnknownHotel(reply);
    return undefined;
  }
  if (!query.ok) {
    replyBadInput(reply, query.reason);
    return undefined;
  }
  const payment = ctx.payments.byId(query.data.payload, hotel.id);
  if (!payment) reply.code(404).send({ error: 'No such payment' });
  return payment ? { hotel, payment } : undefined;
}
