import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { commercePaths, type FeedbackResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import { FEEDBACK_TEXT_MAX_CHARS } from '../../common/spec/limits';
import type { AppContext } from '../app-context';
import type { Db } from '../db/open-database';
import { anonymousWrites, replyTooMany } from '../http/anonymous-writes';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, textField } from '../http/validate';
import { tokenField } from '../orders/order-bodies';
import { ownerOfToken } from '../orders/token-owner';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;
export const FEEDBACK_TEXT_MAX = FEEDBACK_TEXT_MAX_CHARS;

const feedbackBody = z.object({
  token: tokenField.optional(),
  rating: z.number().int().min(1).max(5),
  text: textField(FEEDBACK_TEXT_MAX).default(''),
});

export type FeedbackStore = ReturnType<typeof feedbackStore>;

export function feedbackStore(db: Db) {
  const insert = db.prepare('INSERT INTO feedback (hotel_id, guest_id, rating, text, created_at) VALUES (?, ?, ?, ?, ?)');
  return {
    add: (hotelId: number, guestId: number | null, rating: number, text: string) => void insert.run(hotelId, guestId, rating, text, Date.now()),
  };
}

/** Feedback from anyone; with a token it is signed by that guest, and a token that is no longer valid is refused. */
export function registerFeedbackRoutes(app: FastifyInstance, ctx: AppContext): void {
  const anonymous = anonymousWrites('feedback');
  app.post(HOST_PREFIX.api + commercePaths.feedback, { config: { resultCodes: { badInput: INCORRECT_DATA, failure: 9 } } }, async (request, reply) => {
    const hotel = hotelOfRequest(request, ctx.hotels);
    if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
    const body = parseWith(feedbackBody, request.body);
    if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
    const { token, rating, text } = body.data;
    const owner = token ? ownerOfToken(ctx, hotel, token) : { kind: 'none' as const };
    if (!owner) return { result: INCORRECT_TOKEN } satisfies FeedbackResponse;
    if (owner.kind === 'none' && !anonymous.take(hotel.id, request.ip)) return replyTooMany(reply, INCORRECT_DATA);
    ctx.feedback.add(hotel.id, owner.kind === 'none' ? null : owner.guest.id, rating, text);
    return { result: OK } satisfies FeedbackResponse;
  });
}
