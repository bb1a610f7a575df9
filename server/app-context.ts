import { guestStore, type GuestStore } from './guests/guest-store';
import { tokenStore, type TokenStore } from './auth/token-store';
import type { Db } from './db/open-database';
import { hotelEvents, type HotelEvents } from './events/hotel-events';
import type { HotelDirectory } from './hotels/hotel';
import { hotelStateStore, type HotelStateStore } from './hotels/hotel-state-store';
import { registrationRequestStore, type RegistrationRequestStore } from './inroom/registration-request-store';
import { registrationStore, type RegistrationStore } from './inroom/registration-store';
import { errorReportStore, type ErrorReportStore } from './reports/error-report-store';
import { feedbackStore, type FeedbackStore } from './feedback/feedback-routes';
import { folioStore, type FolioStore } from './folio/bill';
import { loyaltyStore, type LoyaltyStore } from './loyalty/loyalty-store';
import { orderStore, type OrderStore } from './orders/order-store';
import { paymentStore, type PaymentStore } from './payments/payment-store';
import { slotStore, type SlotStore } from './slots/slot-store';
import { channelDirectory } from './realtime/channel-directory';
import { embeddedQueue, type QueueLimits } from './realtime/embedded-queue';
import { realtimeHub, type RealtimeHub } from './realtime/realtime-hub';
import { messageStore, type MessageStore } from './messages/message-store';
import { marketingStore, type MarketingStore } from './marketing/marketing-store';
import { statStore, type StatStore } from './statistics/stat-routes';
import { pushStore, type PushStore } from './push/push-store';
import { queueRelay } from './realtime/queue-relay';
import { roomControl, type RoomControl } from './rcu/room-control';

/** What route modules share: the loaded hotels, the database behind small stores, and the event seam. */
export interface AppContext {
  db: Db;
  hotels: HotelDirectory;
  hotelState: HotelStateStore;
  guests: GuestStore;
  tokens: TokenStore;
  registrations: RegistrationStore;
  registrationRequests: RegistrationRequestStore;
  reports: ErrorReportStore;
  events: HotelEvents;
  orders: OrderStore;
  payments: PaymentStore;
  slots: SlotStore;
  folio: FolioStore;
  loyalty: LoyaltyStore;
  feedback: FeedbackStore;
  realtime: RealtimeHub;
  messages: MessageStore;
  marketing: MarketingStore;
  stats: StatStore;
  push: PushStore;
  /** The drivers of the rooms' controllers behind the rcu host. */
  roomControl: RoomControl;
}

export interface ContextOptions {
  /** The secret behind channel names and keys (server/realtime/realtime-secret.ts). */
  realtimeSecret: Buffer;
  queueLimits?: QueueLimits;
  /** A hotel group's queue on another engine (deploy/nchan), which the backend's publishes reach too. */
  queueRelayUrl?: string;
}

export function appContext(db: Db, hotels: HotelDirectory, options: ContextOptions): AppContext {
  const guests = guestStore(db);
  return {
    db,
    hotels,
    hotelState: hotelStateStore(db),
    guests,
    tokens: tokenStore(db),
    registrations: registrationStore(db),
    registrationRequests: registrationRequestStore(db),
    reports: errorReportStore(db),
    events: hotelEvents(),
    orders: orderStore(db),
    payments: paymentStore(db),
    slots: slotStore(db),
    folio: folioStore(db),
    loyalty: loyaltyStore(db),
    feedback: feedbackStore(db),
    messages: messageStore(db),
    marketing: marketingStore(db),
    stats: statStore(db),
    push: pushStore(db),
    realtime: realtimeHub({ db, directory: channelDirectory(db, options.realtimeSecret), queue: embeddedQueue(options.queueLimits), guests,
      ...(options.queueRelayUrl ? { relay: queueRelay(options.queueRelayUrl) } : {}) }),
    roomControl: roomControl(hotels),
  };
}
