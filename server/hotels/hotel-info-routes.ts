import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdminSettings, HotelIdentity, HotelListResponse } from '../../common/api/config';
import { HOST_PREFIX, apiPaths } from '../../common/api/paths';
import { TEXT } from '../../common/spec/texts';
import type { AppContext } from '../app-context';
import { replyBadInput } from '../http/hotel-scope';
import { intField, parseWith, requiredText } from '../http/validate';
import { identityOf } from './hotel';

const HOTEL_NOT_FOUND = 2;
const INCORRECT_DATA = 1;

const lookupQuery = z.object({ name: requiredText(63) });
const settingsQuery = z.object({ hotelId: intField });

export function registerHotelInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(HOST_PREFIX.api + apiPaths.hotelLookup, async (request, reply) => {
    const query = parseWith(lookupQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, INCORRECT_DATA);
    const hotel = ctx.hotels.byName(query.data.name.toLowerCase());
    if (!hotel) return reply.code(404).send({ result: HOTEL_NOT_FOUND, error: TEXT.hotelNotSet });
    return identityOf(hotel) satisfies HotelIdentity;
  });

  app.get(HOST_PREFIX.api + apiPaths.hotels, async () => {
    const data = ctx.hotels.all.map((hotel) => ({
      name: hotel.name,
      title: hotel.config.meta?.title ?? hotel.manifest.name,
      ...(hotel.config.meta?.description ? { description: hotel.config.meta.description } : {}),
      ...(hotel.config.logo?.type !== 'text' && hotel.config.logo?.src ? { logo: hotel.config.logo.src } : {}),
    }));
    return { result: 0, data } satisfies HotelListResponse;
  });

  app.get(HOST_PREFIX.api + apiPaths.adminSettings, async (request, reply) => {
    const query = parseWith(settingsQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, INCORRECT_DATA);
    const hotel = ctx.hotels.byId(query.data.hotelId);
    if (!hotel) return reply.code(404).send({ result: HOTEL_NOT_FOUND, error: TEXT.hotelNotSet });
    return { serviceFee: hotel.serviceFee } satisfies AdminSettings;
  });
}
