import type { FastifyReply, FastifyRequest } from 'fastify';
import { TEXT } from '../../common/spec/texts';
import type { ErrorBody } from '../../common/api/auth';
import type { Hotel, HotelDirectory } from '../hotels/hotel';
import { hotelFromHost } from '../../common/api';

export const hotelOfRequest = (request: FastifyRequest, hotels: HotelDirectory): Hotel | undefined =>
  hotels.byName(hotelFromHost(request.headers.host));

export function replyUnknownHotel(reply: FastifyReply, result?: number): FastifyReply {
  const body: ErrorBody = { error: TEXT.hotelNotSet };
  if (result !== undefined) body.result = result;
  return reply.code(404).send(body);
}

export function replyBadInput(reply: FastifyReply, reason: string, result?: number): FastifyReply {
  const body: ErrorBody = { error: reason };
  if (result !== undefined) body.result = result;
  return reply.code(400).send(body);
}
