import Fastify, { type FastifyInstance } from 'fastify';
import { appContext } from './app-context';
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
import { registerInfoRoutes } from './info/info-routes';
import { registerInRoomRoutes } from './inroom/in-room-routes';
import { registerOperatorRoutes } from './operator/operator-routes';
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
import { registerSlotRoutes } from './slots/slot-routes';
import { registerFolioRoutes } from './folio/folio-routes';
import { registerFeedbackRoutes } from './feedback/feedback-routes';
import { registerLoyaltyRoutes } from './loyalty/loyalty-routes';
import { registerErrorReportRoutes } from './reports/error-report-routes';
import { DEFAULT_RESOURCES_DIR } from './repo-paths';
import { registerStaticRoutes } from './static/static-routes';
import { registerStatusReportRoutes } from './status-reports/status-routes';
import { registerWebRoutes } from './web/web-routes';
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
  operatorToken?: string;
  logger?: boolean;
  queueLimits?: QueueLimits;
  /** Web push: extra endpoint hosts and the agent that trusts them (tests), and the VAPID subject. */
  push?: Partial<PushOptions>;
}

const BODY_LIMIT_BYTES = 64 * 1024;
const QUEUE_SWEEP_MS = 60_000;
/** Push services want a contact for the sender; a hotel sets PUSH_SUBJECT to its own. */
const DEFAULT_PUSH_SUBJECT = 'mailto:frontdesk@stay-demo.example';

/** The demo hotel backend, ready for `listen()` or `inject()`. Closing the app closes the database. */
export function createApp(options: AppOptions): FastifyInstance {
  const hotels = loadHotels(options.resourcesDir ?? DEFAULT_RESOURCES_DIR);
  const db = openDatabase(options.dataDir);
  seedHotels(db, hotels.all);
  const ctx = appContext(db, hotels, { realtimeSecret: loadRealtimeSecret(options.dataDir), queueLimits: options.queueLimits });
  const stopRoomEvents = publishRoomEvents(ctx.events, ctx.realtime);
  const vapid = loadVapidKeys(options.dataDir);
  const push: PushOptions = {
    subject: options.push?.subject ?? process.env.PUSH_SUBJECT ?? DEFAULT_PUSH_SUBJECT,
    endpointHosts: [...PUSH_SERVICE_HOSTS, ...(options.push?.endpointHosts ?? [])],
    agent: options.push?.agent,
  };
  const stopPush = startPushSender(ctx, vapid, push);
  const sweep = setInterval(() => ctx.realtime.queue.sweep(), QUEUE_SWEEP_MS).unref();

  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'warn' } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: false,
    // A guest's open tabs must not keep a stopping server alive: their requests are retried after restart.
    forceCloseConnections: true,
  });
  // Held polls end first, so closing does not wait for them; then nothing publishes into a closed database.
  app.addHook('preClose', async () => ctx.realtime.queue.close());
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopRoomEvents();
    stopPush();
    db.close();
  });
  registerErrorHandlers(app);
  registerCompression(app);
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
    registerOperatorRoutes(scope, ctx, options.operatorToken);
    registerOrderRoutes(scope, ctx);
    registerPaymentRoutes(scope, ctx);
    registerSlotRoutes(scope, ctx);
    registerFolioRoutes(scope, ctx);
    registerFeedbackRoutes(scope, ctx);
    registerLoyaltyRoutes(scope, ctx);
    registerOperatorOrderRoutes(scope, ctx, options.operatorToken);
    registerOperatorCommandRoutes(scope, ctx, options.operatorToken);
    registerImRoutes(scope, ctx);
    registerMarketingRoutes(scope, ctx, options.operatorToken);
    registerStatRoutes(scope, ctx, options.operatorToken);
    registerPushRoutes(scope, ctx, vapid, push.endpointHosts);
    registerOperatorMessageRoutes(scope, ctx, options.operatorToken);
    registerStatusReportRoutes(scope, ctx, options.operatorToken);
    registerQueueRoutes(scope, ctx);
    registerRealtimeSessionRoute(scope, ctx);
    registerTaskRoutes(scope, ctx);
    registerWebRoutes(scope, ctx, options.webRoot);
  });
  return app;
}
