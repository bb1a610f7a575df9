import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { MIGRATIONS } from './db/migrations';
import { MAC_B, operator, register, roomToken } from './test-support/in-room-calls';
import { createFixtureResources, removeTempDirs, tempDataDir } from './test-support/fixture-resources';
import { OPERATOR_TOKEN, dumpDatabase } from './test-support/test-app';

afterAll(() => removeTempDirs());

describe('restarting the server', () => {
  it('keeps registrations, tokens, operator changes and checkouts, and seeds nothing twice', async () => {
    const dataDir = tempDataDir();
    const resourcesDir = createFixtureResources();
    const start = () => createApp({ dataDir, resourcesDir, operatorToken: OPERATOR_TOKEN });

    const first = start();
    const sign = (await register(first)).body.sign ?? '';
    const roomSign = (await register(first, { mac: MAC_B, roomNumber: '102' })).body.sign ?? '';
    expect((await operator(first, 'POST', '/demo/rooms/102/checkout')).status).toBe(200);
    await operator(first, 'POST', '/seaside/installation-mode', { on: true });
    await first.close();
    const afterFirst = dumpDatabase(dataDir);

    const second = start();
    expect(dumpDatabase(dataDir)).toEqual(afterFirst);
    expect((await roomToken(second, '101', { sign })).body).toMatchObject({ result: 0, guestName: 'Smith' });
    expect((await register(second)).body.sign).toBe(sign);
    expect((await roomToken(second, '102', { sign: roomSign, mac: MAC_B })).body.result).toBe(4);
    const seaside = { hotelId: 204, roomNumber: '201', mac: '02:00:00:00:02:01' };
    expect((await register(second, seaside, { host: 'seaside.localhost' })).body.result).toBe(0);
    await second.close();

    const third = start();
    const rows = dumpDatabase(dataDir);
    expect(rows.guests).toHaveLength(3);
    expect(rows.rooms).toHaveLength(4);
    expect(rows.schema_migrations).toHaveLength(MIGRATIONS.length);
    await third.close();
  });
});
