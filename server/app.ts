import Fastify, { type FastifyInstance } from 'fastify';
import { appContext } from './app-context';
import { registerAssistantRoutes } from './assistant/assistant-routes';
import { registerCheckAuthRoute } from './auth/check-auth-route';
import { registerWebLoginRoute } from './auth/web-login-route';
import { registerContentRoutes } from './content/content-routes';
import { openDatabase } from './db/open-database';
import { seedHotels } from './db/seed';
import { registerHotelInfoRoutes } from './hotels/hotel-info-routes';
import { loadHotels } from './hotels/load-hotels';
import { registerCompression } from './http/compression';
import { registerErrorHandlers } from './http/error-handler';
import { registerFormBodies } from './http/form-body';
import { registerNoStore } from './http/no-store';
import { registerInfoRoutes } from './info/info-routes';
import { registerInRoomRoutes } from './inroom/in-room-routes';
import { operatorTokens } from './operator/operator-auth';
import { registerOperatorRoutes } from './operator/operator-routes';
import { registerRegistrationRequestRoutes } from './operator/registration-request-routes';
import { registerOperatorOrderRoutes } from './operator/order-routes';
import { registerOperatorCommandRoutes } from './operator/command-routes';
import { registerImRoutes } from './messages/im-routes';
import { registerMarketingRoutes } from './marketing/marketing-routes';
import { registerStatRoutes } from './statistics/stat-routes';
import { registerPushRoutes } from './push/push-routes';
import { PUSH_SERVICE_HOSTS } from './push/push-endpoints';
import { startPushSender, type PushOptions } from './push/push-sender';
import { loadVapidKeys } from './push/vapid-keys';
import { registerOperatorMessageRoutes } from './messages/operator-message-routes';
import { registerOrderRoutes } from './orders/order-routes';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerRcuRoutes } from './rcu/rcu-routes';
import { registerOperatorControllerRoutes } from './rcu/operator-controller-routes';
import { registerSlotRoutes } from './slots/slot-routes';
import { registerFolioRoutes } from './folio/folio-routes';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerLoyaltyRoutes } from './loyalty/loyalty-routes';
import { registerErrorReportRoutes } from './reports/error-report-routes';
import { DEFAULT_HOTEL, type HotelDirectory } from './hotels/hotel';
import { DEFAULT_RESOURCES_DIR } from './repo-paths';
import { registerStaticRoutes } from './static/static-routes';
import { registerStatusReportRoutes } from './status-reports/status-routes';
import { registerWebRoutes } from './web/web-routes';
import { createTelephony, type TelephonyOptions } from './telephony/telephony';
import { registerTelephonyRoutes } from './telephony/telephony-routes';
import { registerQueueRoutes } from './realtime/queue-routes';
import { publishRoomEvents } from './realtime/room-event-publisher';
import { loadRealtimeSecret } from './realtime/realtime-secret';
import { registerRealtimeSessionRoute } from './realtime/session-route';
import { registerTaskRoutes } from './realtime/task-routes';
import type { QueueLimits } from './realtime/embedded-queue';

export interface AppOptions {
  dataDir: string;
  webRoot?: string;
  resourcesDir?: string;
  /** Hotels already loaded from `resourcesDir` (the start script loads them to name their operator tokens). */
  hotels?: HotelDirectory;
  /** The operator token of the default hotel (demo). */
  operatorToken?: string;
  /** Operator tokens of other hotels, by hotel name; a hotel without one keeps its operator API shut. */
  operatorTokens?: Readonly<Record<string, string>>;
  logger?: boolean;
  queueLimits?: QueueLimits;
  /** `QUEUE_RELAY_URL`: the queue of a hotel group's Nginx + Nchan (deploy/nchan), e.g. http://127.0.0.1:8090/queue. */
  queueRelayUrl?: string;
  /** Web push: extra endpoint hosts and the agent that trusts them (tests), and the VAPID subject. */
  push?: Partial<PushOptions>;
  telephony?: TelephonyOptions;
}

const BODY_LIMIT_BYTES = 64 * 1024;
const QUEUE_SWEEP_MS = 60_000;
/** Push services want a contact for the sender; a hotel sets PUSH_SUBJECT to its own. */
const DEFAULT_PUSH_SUBJECT = 'mailto:frontdesk@stay-demo.example';

/** The demo hotel backend, ready for `listen()` or `inject()`. Closing the app closes the database. */
export function createApp(options: AppOptions): FastifyInstance {
  const hotels = options.hotels ?? loadHotels(options.resourcesDir ?? DEFAULT_RESOURCES_DIR);
  const db = openDatabase(options.dataDir);
  seedHotels(db, hotels.all);
  const ctx = appContext(db, hotels, { realtimeSecret: loadRealtimeSecret(options.dataDir), queueLimits: options.queueLimits, queueRelayUrl: options.queueRelayUrl });
  const stopRoomEvents = publishRoomEvents(ctx.events, ctx.realtime);
  const vapid = loadVapidKeys(options.dataDir);
  const push: PushOptions = {
    subject: options.push?.subject ?? process.env.PUSH_SUBJECT ?? DEFAULT_PUSH_SUBJECT,
    endpointHosts: [...PUSH_SERVICE_HOSTS, ...(options.push?.endpointHosts ?? [])],
    agent: options.push?.agent,
  };
  const stopPush = startPushSender(ctx, vapid, push);
  const sweep = setInterval(() => ctx.realtime.queue.sweep(), QUEUE_SWEEP_MS).unref();
  const operators = operatorTokens({ ...options.operatorTokens, [DEFAULT_HOTEL]: options.operatorToken ?? options.operatorTokens?.[DEFAULT_HOTEL] });

  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'warn' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // A guest's open tabs must not keep a stopping server alive: their requests are retried after restart.
    forceCloseConnections: true,
  });
  const telephony = createTelephony(ctx, options.telephony);
  app.server.on('upgrade', (request, socket, head) => telephony.exchange.handleUpgrade(request, socket, head));
  app.addHook('preClose', () => telephony.exchange.close());
  // Held polls end first, so closing does not wait for them; then nothing publishes into a closed database.
  app.addHook('preClose', async () => ctx.realtime.queue.close());
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopRoomEvents();
    stopPush();
    await ctx.roomControl.close();
    db.close();
  });
  registerErrorHandlers(app);
  registerCompression(app);
  registerNoStore(app);
  app.register(async (scope) => {
    await registerFormBodies(scope);
    registerStaticRoutes(scope, ctx);
    registerContentRoutes(scope, ctx);
    registerHotelInfoRoutes(scope, ctx);
    registerWebLoginRoute(scope, ctx);
    registerCheckAuthRoute(scope, ctx);
    registerInRoomRoutes(scope, ctx);
    registerErrorReportRoutes(scope, ctx);
    registerInfoRoutes(scope, ctx);
    registerOperatorRoutes(scope, ctx, operators);
    registerRegistrationRequestRoutes(scope, ctx, operators);
    registerOrderRoutes(scope, ctx);
    registerPaymentRoutes(scope, ctx);
    registerSlotRoutes(scope, ctx);
    registerFolioRoutes(scope, ctx);
    registerFeedbackRoutes(scope, ctx);
    registerLoyaltyRoutes(scope, ctx);
    registerAssistantRoutes(scope, ctx);
    registerOperatorOrderRoutes(scope, ctx, operators);
    registerOperatorCommandRoutes(scope, ctx, operators);
    registerImRoutes(scope, ctx);
    registerMarketingRoutes(scope, ctx, operators);
    registerStatRoutes(scope, ctx, operators);
    registerPushRoutes(scope, ctx, vapid, push.endpointHosts);
    registerOperatorMessageRoutes(scope, ctx, operators);
    registerStatusReportRoutes(scope, ctx, operators);
    registerQueueRoutes(scope, ctx);
    registerRealtimeSessionRoute(scope, ctx);
    registerTaskRoutes(scope, ctx);
    registerTelephonyRoutes(scope, ctx, telephony, operators);
    registerRcuRoutes(scope, ctx);
    registerOperatorControllerRoutes(scope, ctx, operators);
    await registerWebRoutes(scope, ctx, options.webRoot, telephony.connectSources);
  });
  return app;
}
