import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { replyUnknownHotel } from '../http/hotel-scope';
import { sendServedFile } from '../http/served-file';

const MEDIA_CACHE = 'public, max-age=86400';

/**
 * Everything under `{content}/{hotelUID}/`, as `contentPaths` names it. Content answers revalidate (ETag),
 * so a changed file shows at once; HEAD on a structure file is the renderer's existence check.
 */
export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { uid: string } }>(`${HOST_PREFIX.content}/:uid/*`, async (request, reply) => {
    const hotel = ctx.hotels.byUid(request.params.uid);
    if (!hotel) return replyUnknownHotel(reply);
    const path = (request.url.split('?')[0] ?? '').slice(HOST_PREFIX.content.length);
    const file = hotel.contentFiles.get(path);
    if (!file) return reply.code(404).send({ error: 'No such content file' });
    return sendServedFile(request, reply, file, path.includes('/media/') ? MEDIA_CACHE : 'no-cache');
  });
}
