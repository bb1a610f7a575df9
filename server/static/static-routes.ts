import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { replyUnknownHotel } from '../http/hotel-scope';
import { sendServedFile } from '../http/served-file';

/** `{static}/{hotel}/config.json` and friends; the renderer's cache-bust query `r` changes nothing. */
export function registerStaticRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { hotel: string; file: string } }>(`${HOST_PREFIX.static}/:hotel/:file`, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const file = hotel.staticFiles.get(`/${hotel.name}/${request.params.file}`);
    if (!file) return reply.code(404).send({ error: 'No such static file' });
    return sendServedFile(request, reply, file);
  });

  app.get<{ Params: { hotel: string; file: string } }>(`${HOST_PREFIX.static}/:hotel/custom/:file`, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    const file = hotel.staticFiles.get(`/${hotel.name}/custom/${request.params.file}`);
    if (!file) return reply.code(404).send({ error: 'No such custom hotel' });
    return sendServedFile(request, reply, file);
  });
}
