import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AirportSchedule, Weather } from '../../common/api/info';
import { infoPaths } from '../../common/api/info';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, textField } from '../http/validate';
import type { Hotel } from '../hotels/hotel';

const weatherBody = z.object({ lang: textField(10).optional(), hotelId: textField(12).optional() }).passthrough();
const scheduleBody = z.object({ airport: z.string().trim().regex(/^[A-Za-z]{3,4}$/, 'must be an IATA or ICAO code') });

/** The demo's stored data behind the info calls: `content/weather.json` and `content/airport.json`. */
function storedJson<T>(hotel: Hotel, name: string): T | undefined {
  const file = hotel.contentFiles.get(`/${hotel.uid}/c/${name}`);
  if (!file) return undefined;
  try {
    return JSON.parse(file.body.toString('utf8')) as T;
  } catch {
    return undefined;
  }
}

export function registerInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + infoPaths.weather, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply);
    const body = parseWith(weatherBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const weather = storedJson<Weather>(hotel, 'weather.json');
    if (!weather) return reply.code(404).send({ error: 'No weather for this hotel' });
    return weather;
  });

  app.post(HOST_PREFIX.api + infoPaths.airportSchedule, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply);
    const body = parseWith(scheduleBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason);
    const schedule = storedJson<AirportSchedule>(hotel, 'airport.json');
    if (!schedule || schedule.airport.toUpperCase() !== body.data.airport.toUpperCase()) {
      return reply.code(404).send({ error: `No schedule for ${body.data.airport.toUpperCase()}` });
    }
    return schedule;
  });
}
