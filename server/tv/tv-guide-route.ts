import type { FastifyInstance } from 'fastify';
import { contentPaths, HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { replyUnknownHotel } from '../http/hotel-scope';
import { sendServedFile, servedFile } from '../http/served-file';
import { generateGuide } from './tv-guide';

/**
 * `GET {content}/{hotelUID}/epg.json` (part 1 §7, fetched without cache-bust): the guide made for today from the
 * hotel's template. Its ETag follows the bytes, so a device revalidates and gets a new guide when the day turns.
 */
export function registerTvGuideRoute(app: FastifyInstance, ctx: AppContext, now: () => number = Date.now): void {
  app.get<{ Params: { uid: string } }>(`${HOST_PREFIX.content}${contentPaths.epg(':uid')}`, async (request, reply) => {
    const hotel = ctx.hotels.byUid(request.params.uid);
    if (!hotel) return replyUnknownHotel(reply);
    const file = servedFile(JSON.stringify(generateGuide(hotel.tvGuide, now())), 'application/json; charset=utf-8');
    return sendServedFile(request, reply, file, 'no-cache');
  });
}
