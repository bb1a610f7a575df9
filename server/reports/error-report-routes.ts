import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { anonymousWrites, replyTooMany } from '../http/anonymous-writes';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText, textField } from '../http/validate';

const ERROR_REPORT_PATH = `${HOST_PREFIX.api}/errors`;

/** Part 1 §8: the renderer reports errors with its logs and uptime. Sizes are bounded, not trusted. */
const reportBody = z.object({
  message: requiredText(2000),
  status: z.number().int().min(0).max(999).optional(),
  logs: z.array(z.string().max(2000)).max(100).default([]),
  uptime: z.number().nonnegative().optional(),
  url: textField(2000).optional(),
});

export function registerErrorReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const anonymous = anonymousWrites('errorReports');
  app.post(ERROR_REPORT_PATH, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply);
    const body = parseWith(reportBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    if (!anonymous.take(hotel.id, request.ip)) return replyTooMany(reply);
    const { message, status, logs, uptime, url } = body.data;
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    const report = { message, status: status ?? null, logs, uptime: uptime ?? null, url: url ?? null, userAgent };
    const id = ctx.reports.add(hotel.id, report, request.ip);
    return reply.code(201).send({ id });
  });
}
