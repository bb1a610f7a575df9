import { startDemoServer } from './start-server';
import { DEFAULT_DATA_DIR } from './repo-paths';
import { operatorTokensFromEnv } from './operator/operator-env';

const SECOND_HOTEL = 'seaside';

const server = await startDemoServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.HOTEL_DATA_DIR ?? DEFAULT_DATA_DIR,
  operatorToken: process.env.OPERATOR_TOKEN || undefined,
  operatorTokens: operatorTokensFromEnv(process.env),
  logger: true,
  webRoot: process.env.STAY_WEB_ROOT || undefined,
  telephony: { secret: process.env.TELEPHONY_SECRET || undefined, wsUrl: process.env.TELEPHONY_WS_URL || undefined },
  resourcesDir: process.env.STAY_RESOURCES_DIR || undefined,
  queueRelayUrl: process.env.QUEUE_RELAY_URL || undefined,
});

console.log('Operator tokens (Authorization: Bearer <token>, each opens only its own hotel):');
for (const [hotel, token] of Object.entries(server.operatorTokens)) console.log(`  ${hotel}: ${token}`);
const demo = server.hotelUrl('demo');
console.log(`Phone:  ${demo}`);
console.log(`Tablet: ${demo}?device=tablet`);
console.log(`${SECOND_HOTEL[0]?.toUpperCase()}${SECOND_HOTEL.slice(1)}: ${server.hotelUrl(SECOND_HOTEL)}`);
console.log(`Tablets register while the hotel's installation window is open: POST ${server.url}/operator/demo/installation-mode {"on":true}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
