import { startDemoServer } from './start-server';
import { DEFAULT_DATA_DIR } from './repo-paths';

const SECOND_HOTEL = 'seaside';

const server = await startDemoServer({
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.HOTEL_DATA_DIR ?? DEFAULT_DATA_DIR,
  operatorToken: process.env.OPERATOR_TOKEN || undefined,
  logger: true,
  webRoot: process.env.STAY_WEB_ROOT || undefined,
  resourcesDir: process.env.STAY_RESOURCES_DIR || undefined,
});

const demo = server.hotelUrl('demo');
console.log(`Phone:  ${demo}`);
console.log(`Tablet: ${demo}?device=tablet`);
console.log(`${SECOND_HOTEL[0]?.toUpperCase()}${SECOND_HOTEL.slice(1)}: ${server.hotelUrl(SECOND_HOTEL)}`);
console.log(`Operator token: ${server.operatorToken}`);

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
