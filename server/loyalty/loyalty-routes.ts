import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { COMMERCE_MESSAGE, commercePaths, type LoyaltyResponse } from '../../common/api/commerce';
import { HOST_PREFIX } from '../../common/api/paths';
import type { AppContext } from '../app-context';
import { hotelOfRequest, replyBadInput, replyUnknownHotel } from '../http/hotel-scope';
import { parseWith, requiredText } from '../http/validate';
import { tokenField } from '../orders/order-bodies';
import { personalOwner, type PersonalOwner } from '../orders/token-owner';
import { accountView } from './loyalty-store';
import type { Hotel } from '../hotels/hotel';

const OK = 0;
const INCORRECT_DATA = 1;
const INCORRECT_TOKEN = 2;

const email = z.email().max(254);
const registerBody = z.object({ token: tokenField, name: requiredText(100), email });
const loginBody = z.object({ token: tokenField, email, cardNumber: z.string().trim().regex(/^\d{6,20}$/, 'must be 6-20 digits') });
const cardBody = z.object({ token: tokenField });
const options = { config: { resultCodes: { badInput: INCORRECT_DATA, failure: 9 } } };

type Act = (owner: PersonalOwner, hotel: Hotel) => LoyaltyResponse;

/** The demo's loyalty programme: an account per e-mail, linked to the guests who register or log in with it. */
export function registerLoyaltyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const route = <T extends { token: string }>(path: string, schema: z.ZodType<T>, act: (body: T) => Act) =>
    app.post(HOST_PREFIX.api + path, options, async (request, reply) => {
      const hotel = hotelOfRequest(request, ctx.hotels);
      if (!hotel) return replyUnknownHotel(reply, INCORRECT_DATA);
      const body = parseWith(schema, request.body);
      if (!body.ok) return replyBadInput(reply, body.reason, INCORRECT_DATA);
      return ctx.db.transaction((): LoyaltyResponse => {
        const owner = personalOwner(ctx, hotel, body.data.token);
        return owner ? act(body.data)(owner, hotel) : { result: INCORRECT_TOKEN, message: 'Incorrect token' };
      })();
    });

  route(commercePaths.loyaltyRegister, registerBody, (body) => (owner, hotel) => {
    if (ctx.loyalty.byEmail(hotel.id, body.email)) return { result: INCORRECT_DATA, message: COMMERCE_MESSAGE.loyaltyEmailTaken };
    return { result: OK, data: accountView(ctx.loyalty.create(hotel.id, owner.guest.id, body.name, body.email)) };
  });
  route(commercePaths.loyaltyLogin, loginBody, (body) => (owner, hotel) => {
    const account = ctx.loyalty.byEmail(hotel.id, body.email);
    if (!account || account.card_number !== body.cardNumber) return { result: INCORRECT_DATA, message: COMMERCE_MESSAGE.loyaltyNotFound };
    ctx.loyalty.link(owner.guest.id, account.id);
    return { result: OK, data: accountView(account) };
  });
  route(commercePaths.loyaltyCard, cardBody, () => (owner) => {
    const account = ctx.loyalty.ofGuest(owner.guest.id);
    return account ? { result: OK, data: accountView(account) } : { result: INCORRECT_DATA, message: COMMERCE_MESSAGE.loyaltyNoCard };
  });
}
