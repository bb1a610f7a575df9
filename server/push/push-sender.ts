import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { PushPayload } from '../../common/api/push';
import type { AppContext } from '../app-context';
import { guestById } from '../orders/token-owner';
import { recipientsOf } from '../messages/recipients';
import { isAllowedEndpoint } from './push-endpoints';
import type { VapidKeys } from './vapid-keys';

export interface PushOptions {
  /** Hosts a subscription's endpoint may name (push-endpoints.ts); tests add their local endpoint. */
  endpointHosts: readonly string[];
  /** For tests: the agent that trusts their local endpoint's certificate. */
  agent?: Agent;
  subject: string;
}

const BODY_MAX_CHARS = 180;
const PUSH_TTL_S = 3_600;
const PUSH_TIMEOUT_MS = 5_000;
const GONE = [404, 410];

/** A hotel message reaches the guest's phones by web push too, for when the app is not open. */
export function startPushSender(ctx: AppContext, keys: VapidKeys, options: PushOptions): () => void {
  const send = async (hotelId: number, guestId: number, payload: PushPayload) => {
    for (const subscription of ctx.push.ofGuest(hotelId, guestId)) {
      if (!isAllowedEndpoint(subscription.endpoint, options.endpointHosts)) continue;
      try {
        await webpush.sendNotification(subscription, JSON.stringify(payload), {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: PUSH_TTL_S,
          timeout: PUSH_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        });
      } catch (error) {
        if (error instanceof WebPushError && GONE.includes(error.statusCode)) ctx.push.remove(subscription.endpoint);
        else console.warn('[push] not delivered', (error as Error).message);
      }
    }
  };

  return ctx.events.subscribe((event) => {
    if (event.type !== 'guest-message') return;
    const hotel = ctx.hotels.byId(event.hotelId);
    const guest = guestById(ctx.db, event.guestId);
    if (!hotel || !guest) return;
    const titles = recipientsOf(hotel).find((r) => r.id === event.message.categoryId)?.titles ?? {};
    const title = titles[guest.lang ?? ''] ?? titles[hotel.config.defaultLanguage] ?? titles.en ?? hotel.name;
    const body = event.message.text.length > BODY_MAX_CHARS ? `${event.message.text.slice(0, BODY_MAX_CHARS - 1)}…` : event.message.text;
    void send(event.hotelId, event.guestId, { title, body, data: { title, message: body, do: 'im' } });
  });
}
