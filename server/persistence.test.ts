import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { MIGRATIONS } from './db/migrations';
import { DATABASE_FILE } from './db/open-database';
import { signHash } from './inroom/sign';
import { MAC_B, operator, register, roomToken } from './test-support/in-room-calls';
import { createFixtureResources, removeTempDirs, tempDataDir } from './test-support/fixture-resources';
import { TEST_OPERATOR_TOKENS, dumpDatabase } from './test-support/test-app';

afterAll(() => removeTempDirs());

describe('restarting the server', () => {
  it('keeps registrations, tokens, operator changes and checkouts, and seeds nothing twice', async () => {
    const dataDir = tempDataDir();
    const resourcesDir = createFixtureResources();
    const start = () => createApp({ dataDir, resourcesDir, operatorTokens: TEST_OPERATOR_TOKENS });

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
    expect((await register(second)).body.sign).toMatch(/^[0-9a-f]{48}$/);
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

describe('upgrading a database of schema 3', () => {
  it('hashes the signs it kept in plain text, so registered devices still log in', async () => {
    const dataDir = tempDataDir();
    const old = new Database(join(dataDir, DATABASE_FILE));
    old.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)');
    for (const step of MIGRATIONS.filter((m) => m.version <= 3)) {
      old.exec(step.sql);
      old.prepare('INSERT INTO schema_migrations VALUES (?, 0)').run(step.version);
    }
    old.prepare("INSERT INTO hotels (id, name, uid, installation_mode) VALUES (137, 'demo', 'demo-137', 1)").run();
    old.prepare(`INSERT INTO registrations (hotel_id, room, tv_index, mac, ip, sign, registered_at)
      VALUES (137, '101', '0', 'aa:bb:cc:00:00:01', '10.0.0.5', 'plain-old-sign', 0)`).run();
    old.close();

    const app = createApp({ dataDir, resourcesDir: createFixtureResources(), operatorTokens: TEST_OPERATOR_TOKENS });
    expect(dumpDatabase(dataDir).registrations).toEqual([expect.objectContaining({ sign_hash: signHash('plain-old-sign') })]);
    expect((await roomToken(app, '101', { sign: 'plain-old-sign' })).body).toMatchObject({ result: 0, guestName: 'Smith' });
    expect((await operator(app, 'GET', '/demo/installation-mode')).body.installationMode).toBe(false);
    await app.close();
  });
});
