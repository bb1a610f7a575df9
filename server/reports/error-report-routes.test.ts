import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_HOST, OPERATOR, SEASIDE_OPERATOR, createTestApp } from '../test-support/test-app';

const { app, close } = createTestApp();
afterAll(close);

const report = (payload: object, headers = DEMO_HOST) => app.inject({ method: 'POST', url: '/api/errors', headers, payload });

describe('error reports', () => {
  it('stores a report with its logs and uptime for the operator to read, newest first', async () => {
    expect((await report({ message: 'first' })).statusCode).toBe(201);
    const created = await report({ message: 'Chunk failed', status: 500, logs: ['a', 'b'], uptime: 12.5, url: '/page/3' });
    expect(created.statusCode).toBe(201);
    const list = await app.inject({ url: '/operator/demo/errors', headers: OPERATOR });
    expect(list.json().errors).toMatchObject([
      { message: 'Chunk failed', status: 500, logs: ['a', 'b'], uptime: 12.5, url: '/page/3' },
      { message: 'first', logs: [] },
    ]);
    expect((await app.inject({ url: '/operator/seaside/errors', headers: SEASIDE_OPERATOR })).json()).toEqual({ errors: [] });
    expect((await app.inject({ url: '/operator/demo/errors?limit=1', headers: OPERATOR })).json().errors).toHaveLength(1);
  });

  it('refuses reports beyond the size bounds', async () => {
    expect((await report({ message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await report({ message: 'x', logs: Array.from({ length: 101 }, () => 'l') })).statusCode).toBe(400);
    expect((await report({ message: 'x', logs: ['y'.repeat(60_000)] })).statusCode).toBe(400);
    expect((await app.inject({ url: '/operator/demo/errors?limit=0', headers: OPERATOR })).statusCode).toBe(400);
  });
});
