import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ESIGN_RESULT, esignPaths, type EsignSignResponse } from '../../common/api/esign';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { personalOwner } from '../orders/token-owner';
import { documentContent, documentHash, esignDocument } from './esign-documents';
import { signatureSchema } from './signature-body';

const R = ESIGN_RESULT;

export const languageField = z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'must be a language code');

const signBody = z.object({
  token: requiredText(200),
  documentId: z.number().int().positive(),
  lang: languageField,
  signature: signatureSchema,
});

/** A guest signs an esign document of the hotel's content; the backend keeps what was signed, how, and when. */
export function registerEsignRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(HOST_PREFIX.api + esignPaths.sign, { config: { resultCodes: { badInput: R.incorrectData, failure: 9 } } }, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, R.incorrectData);
    const body = parseWith(signBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, R.incorrectData);
    const owner = personalOwner(ctx, hotel, body.data.token);
    if (!owner) return { result: R.incorrectToken } satisfies EsignSignResponse;
    const found = esignDocument(hotel, body.data.documentId, body.data.lang);
    if (!found) return { result: R.incorrectData, message: 'No such document' } satisfies EsignSignResponse;
    const document = documentContent(found, owner.guest);
    const hash = documentHash(document, body.data.signature);
    const room = owner.kind === 'room' ? owner.room : owner.guest.room;
    const { id, signedAt } = ctx.esign.add({ hotelId: hotel.id, guestId: owner.guest.id, room, source: 'app', document, signature: body.data.signature, hash });
    return { result: R.ok, data: { id, documentId: document.documentId, title: document.title, hash, signedAt } } satisfies EsignSignResponse;
  });
}
