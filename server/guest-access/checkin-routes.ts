import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { GUEST_ACCESS_RESULT, type CheckinCompleteResponse, type CheckinStayResponse } from '../../common/api/guest-access';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import type { GuestRow } from '../guests/guest-store';
import type { Hotel } from '../hotels/hotel';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { guestById } from '../orders/token-owner';
import { documentContent, documentHash, registrationCard } from '../esign/esign-documents';
import { languageField } from '../esign/esign-routes';
import { signatureSchema } from '../esign/signature-body';

const R = GUEST_ACCESS_RESULT;
const CODES = { config: { resultCodes: { badInput: R.incorrectData, failure: 9 } } };

type TagParams = { Params: { tag: string } };

const langQuery = z.object({ lang: languageField.optional() });
const completeBody = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.email().max(254),
  phone: z.string().trim().regex(/^\+\d{7,15}$/, 'must be + and 7-15 digits'),
  arrivalTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM'),
  lang: languageField,
  signature: signatureSchema,
});

function guestOfTag(ctx: AppContext, hotel: Hotel, tag: string): GuestRow | undefined {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(tag)) return undefined;
  const guestId = ctx.accessTags.guestOf(hotel.id, 'checkin', tag);
  const guest = guestId === undefined ? undefined : guestById(ctx.db, guestId);
  return guest?.status === 'in' ? guest : undefined;
}

/** The demo's own online check-in page reads the stay its link names and completes it with a signed card. */
export function registerCheckinRoutes(app: FastifyInstance, ctx: AppContext): void {
  const path = `${HOST_PREFIX.api}/checkin/:tag`;

  app.get<TagParams>(path, CODES, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, R.incorrectData);
    const query = parseWith(langQuery, request.query);
    if (!query.ok) return replyBadInput(reply, query.reason, R.incorrectData);
    const guest = guestOfTag(ctx, hotel, request.params.tag);
    if (!guest) return { result: R.incorrectToken } satisfies CheckinStayResponse;
    const done = ctx.checkins.of(guest.id);
    const card = registrationCard(hotel, query.data.lang ?? guest.lang ?? hotel.config.defaultLanguage);
    return {
      result: R.ok,
      data: {
        hotelName: hotel.manifest.name,
        room: guest.room,
        checkInDate: guest.check_in_date,
        checkOutDate: guest.check_out_date,
        guest: {
          title: guest.title,
          firstName: done?.first_name ?? guest.first_name,
          lastName: done?.last_name ?? guest.last_name,
          email: done?.email ?? guest.email ?? '',
          phone: done?.phone ?? guest.phone ?? '',
        },
        arrivalTime: done?.arrival_time ?? null,
        registrationCard: card ? { documentId: card.documentId, title: card.title, text: card.text } : null,
        completedAt: done?.completed_at ?? null,
      },
    } satisfies CheckinStayResponse;
  });

  app.post<TagParams>(path, CODES, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, R.incorrectData);
    const body = parseWith(completeBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, R.incorrectData);
    const guest = guestOfTag(ctx, hotel, request.params.tag);
    if (!guest) return { result: R.incorrectToken } satisfies CheckinCompleteResponse;
    const card = registrationCard(hotel, body.data.lang);
    if (!card) return { result: R.incorrectData, message: 'The hotel has no registration card' } satisfies CheckinCompleteResponse;
    const { firstName, lastName, email, phone, arrivalTime, signature } = body.data;
    const document = documentContent(card, guest, { firstName, lastName });
    const hash = documentHash(document, signature);
    ctx.db.transaction(() => {
      const signed = ctx.esign.add({ hotelId: hotel.id, guestId: guest.id, room: guest.room, source: 'checkin', document, signature, hash });
      ctx.checkins.complete({ guestId: guest.id, hotelId: hotel.id, firstName, lastName, email, phone, arrivalTime, signedDocumentId: signed.id });
    })();
    return { result: R.ok } satisfies CheckinCompleteResponse;
  });
}
