import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { HOST_PREFIX } from '../../common/api/paths';
import { statPaths } from '../../common/api/statistics';
import type { AppContext } from '../app-context';
import type { Db } from '../db/open-database';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { intField, parseWith, requiredText } from '../http/validate';
import { operatorGuard, type OperatorTokens } from '../operator/operator-auth';

const HOURS_MAX = 48;
const PAGES_PER_HOUR_MAX = 500;
const VIEWS_MAX = 100_000;
const HOUR_S = 3600;

const statBody = z
  .object({
    room: requiredText(16),
    hotelId: intField,
    data: z.record(
      z.string().regex(/^\d{1,11}$/, 'hours are Unix times'),
      z.record(z.string().regex(/^\d{1,9}$/, 'page ids are numbers'), z.number().int().min(1).max(VIEWS_MAX)),
    ),
  })
  .strict()
  .refine((body) => Object.keys(body.data).length <= HOURS_MAX, `at most ${HOURS_MAX} hours`)
  .refine((body) => Object.keys(body.data).every((hour) => Number(hour) % HOUR_S === 0), 'hours must start on the hour')
  .refine((body) => Object.values(body.data).every((pages) => Object.keys(pages).length <= PAGES_PER_HOUR_MAX), 'too many pages in an hour');

export type StatStore = ReturnType<typeof statStore>;

export function statStore(db: Db) {
  const add = db.prepare(`
    INSERT INTO stat_pages (hotel_id, room, hour, page_id, views) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (hotel_id, room, hour, page_id) DO UPDATE SET views = views + excluded.views`);
  const ofHotel = db.prepare<[number], { room: string; hour: number; page_id: string; views: number }>(
    'SELECT room, hour, page_id, views FROM stat_pages WHERE hotel_id = ? ORDER BY hour, room, page_id',
  );
  return {
    add: db.transaction((hotelId: number, room: string, data: Record<string, Record<string, number>>) => {
      for (const [hour, pages] of Object.entries(data)) for (const [pageId, views] of Object.entries(pages)) add.run(hotelId, room, Number(hour), pageId, views);
    }),
    ofHotel: (hotelId: number) => ofHotel.all(hotelId).map((row) => ({ room: row.room, hour: row.hour, pageId: row.page_id, views: row.views })),
  };
}

/** Part 2 §7 statistics host: a room device's page views; the front desk reads them back. */
export function registerStatRoutes(app: FastifyInstance, ctx: AppContext, operatorTokens: OperatorTokens): void {
  app.post(HOST_PREFIX.stat + statPaths.pages, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply);
    const body = parseWith(statBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    if (body.data.hotelId !== hotel.id) return replyBadInput(reply, 'hotelId: is not the hotel of this host');
    if (!ctx.hotelState.room(hotel.id, body.data.room)) return replyBadInput(reply, 'room: is not a room of this hotel');
    ctx.stats.add(hotel.id, body.data.room, body.data.data);
    return reply.code(200).send({ result: 0 });
  });

  app.get<{ Params: { hotel: string } }>(`${HOST_PREFIX.operator}/:hotel/stats`, { onRequest: operatorGuard(operatorTokens) }, async (request, reply) => {
    const hotel = ctx.hotels.byName(request.params.hotel);
    if (!hotel) return replyUnknownHotel(reply);
    return { stats: ctx.stats.ofHotel(hotel.id) };
  });
}
