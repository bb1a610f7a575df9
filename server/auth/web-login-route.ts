import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX, apiPaths } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { WEB_LOGIN_CODES } from '../http/route-config';
import { parseWith } from '../http/validate';
import { loginRateLimit } from './login-rate-limit';
import { webLogin } from './web-login';
import { webLoginBody } from './web-login-body';

export function registerWebLoginRoute(app: FastifyInstance, ctx: AppContext, limit = loginRateLimit()): void {
  app.post(HOST_PREFIX.api + apiPaths.webLogin, { config: { resultCodes: WEB_LOGIN_CODES } }, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, WEB_LOGIN_CODES.badInput);
    const body = parseWith(webLoginBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, WEB_LOGIN_CODES.badInput);
    const attempt = { hotelId: hotel.id, deviceId: body.data.deviceId, address: request.ip, body: body.data };
    if (!limit.allow(attempt)) {
      return reply.code(429).send({ result: WEB_LOGIN_CODES.failure, error: 'Too many login attempts: wait a few minutes' });
    }
    const outcome = ctx.db.transaction(() => webLogin(ctx, hotel, body.data))();
    if (outcome.ok) return outcome.response;
    limit.failed(attempt);
    const status = outcome.result === WEB_LOGIN_CODES.badInput ? 400 : 200;
    return reply.code(status).send({ result: outcome.result, error: outcome.reason });
  });
}
