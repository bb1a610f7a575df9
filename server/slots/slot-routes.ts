import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SLOT_TAKE_TEXT, commercePaths, type SlotBooking, type SlotListResponse, type SlotMineResponse, type SlotTakeResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith } from '../http/validate';
import { catalogueOf } from '../orders/catalogue';
import { tokenField } from '../orders/order-bodies';
import { personalOwner } from '../orders/token-owner';
import { hotelClock } from '../hotels/hotel-clock';
import { dateOfCode, dayPrefix, isCalendarDate, slotIntervals } from './slot-intervals';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;
const TAKE_REFUSED = 4;

const serviceId = z.number().int().positive().max(2 ** 31);
const listBody = z.object({ token: tokenField, serviceId, date: z.string().refine(isCalendarDate, 'must be a YYYY-MM-DD date') });
const takeBody = z.object({ token: tokenField, serviceId, intervalCode: z.string().trim().min(1).max(40) });
const mineBody = z.object({ token: tokenField });
const options = { config: { resultCodes: { badInput: INCORRECT_DATA, failure: 9 } } };

/** Slot booking (part 2 §7): 60-minute intervals within a service page's working hours, a capacity per hotel. */
export function registerSlotRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + commercePaths.slotList, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(listBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' } satisfies SlotListResponse;
    const service = catalogueOf(hotel).services.get(body.data.serviceId);
    if (!service) return { result: INCORRECT_DATA, message: 'Unknown service' } satisfies SlotListResponse;
    const { date } = body.data;
    const booked = ctx.slots.ofDay(hotel.id, service.ownerId, dayPrefix(date), owner.guest.id);
    const data = slotIntervals(service.workingHours, date).map((interval) => {
      const taken = booked.get(interval.code);
      return {
        intervalCode: interval.code,
        start: interval.start,
        end: interval.end,
        free: Math.max(0, hotel.slotCapacity - (taken?.taken ?? 0)),
        takenByMe: taken?.mine ?? false,
      };
    });
    return { result: OK, data } satisfies SlotListResponse;
  });

  app.post(HOST_PREFIX.api + commercePaths.slotTake, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(takeBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const { token, intervalCode } = body.data;
    return ctx.db.transaction((): SlotTakeResponse => {
      const owner = personalOwner(ctx, hotel, token);
      if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' };
      const service = catalogueOf(hotel).services.get(body.data.serviceId);
      const date = dateOfCode(intervalCode);
      const interval = date && service ? slotIntervals(service.workingHours, date).find((i) => i.code === intervalCode) : undefined;
      if (!service || !date || !interval) return { result: INCORRECT_DATA, message: 'Unknown interval' };
      // Codes and the clock are both 'YYYY-MM-DDTHH:MM' of the hotel's time: text order is time order.
      if (intervalCode <= hotelClock(hotel.config.timeZone)) return { result: TAKE_REFUSED, message: SLOT_TAKE_TEXT.past };
      if (ctx.slots.isMine(hotel.id, service.ownerId, intervalCode, owner.guest.id)) return { result: TAKE_REFUSED, message: SLOT_TAKE_TEXT.mine };
      if (ctx.slots.taken(hotel.id, service.ownerId, intervalCode) >= hotel.slotCapacity) return { result: TAKE_REFUSED, message: SLOT_TAKE_TEXT.full };
      ctx.slots.take(hotel.id, service.ownerId, intervalCode, owner.guest.id);
      return { result: OK };
    })();
  });

  // Ours: a booking is given back until it begins; the time is free for others at once.
  app.post(HOST_PREFIX.api + commercePaths.slotCancel, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(takeBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const { token, intervalCode } = body.data;
    return ctx.db.transaction((): SlotTakeResponse => {
      const owner = personalOwner(ctx, hotel, token);
      if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' };
      const service = catalogueOf(hotel).services.get(body.data.serviceId);
      const date = dateOfCode(intervalCode);
      const interval = date && service ? slotIntervals(service.workingHours, date).find((i) => i.code === intervalCode) : undefined;
      if (!service || !date || !interval) return { result: INCORRECT_DATA, message: 'Unknown interval' };
      if (intervalCode <= hotelClock(hotel.config.timeZone)) return { result: TAKE_REFUSED, message: SLOT_TAKE_TEXT.past };
      if (!ctx.slots.cancel(hotel.id, service.ownerId, intervalCode, owner.guest.id)) return { result: TAKE_REFUSED, message: SLOT_TAKE_TEXT.notYours };
      return { result: OK };
    })();
  });

  // Ours: the guest's bookings from today on, for My orders.
  app.post(HOST_PREFIX.api + commercePaths.slotMine, options, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(mineBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: INCORRECT_TOKEN, message: 'Incorrect token' } satisfies SlotMineResponse;
    const services = catalogueOf(hotel).services;
    const data = ctx.slots.ofGuest(hotel.id, owner.guest.id, hotelClock(hotel.config.timeZone).slice(0, 10)).flatMap((row): SlotBooking[] => {
      const date = dateOfCode(row.interval_code);
      const service = services.get(row.service_id);
      const interval = date && service ? slotIntervals(service.workingHours, date).find((i) => i.code === row.interval_code) : undefined;
      return date && interval ? [{ serviceId: row.service_id, intervalCode: row.interval_code, date, start: interval.start, end: interval.end }] : [];
    });
    return { result: OK, data } satisfies SlotMineResponse;
  });
}
