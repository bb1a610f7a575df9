import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixtureResources } from '../test-support/fixture-resources';
import { DEMO_HOST, SEASIDE_HOST, createTestApp, type TestApp } from '../test-support/test-app';
import { startFakeModel } from '../test-support/fake-model';

const KEY_ENV = 'STAY_TEST_ASSISTANT_KEY';
const BREAKFAST = {
  id: 171, parentId: 0, type: 'page', title: 'Breakfast',
  text: '<p>Breakfast is served from 07:00 to 10:30.</p><p>If it is not in your rate, it costs €22.</p>',
};
const SPA = { id: 30, parentId: 0, type: 'service', serviceId: 5, title: 'Spa', cost: 45, workingHours: '09:00-21:00', approxTime: 60, text: '<p>A full-body massage.</p>' };

let model: Awaited<ReturnType<typeof startFakeModel>>;
let test: TestApp;

/** The fixture hotels, the demo one with a model at the fake endpoint and pages with text, prices and hours. */
function resources(timeoutMs = 2000): string {
  const root = createFixtureResources();
  const hotelFile = join(root, 'hotels', 'demo', 'hotel.json');
  const hotel = JSON.parse(readFileSync(hotelFile, 'utf8')) as Record<string, unknown>;
  writeFileSync(hotelFile, JSON.stringify({ ...hotel, assistant: { endpoint: model.url, model: 'house-model', apiKeyEnv: KEY_ENV, timeoutMs } }));
  const structFile = join(root, 'hotels', 'demo', 'content', 'struct_en.json');
  const structure = JSON.parse(readFileSync(structFile, 'utf8')) as { pages: Record<string, unknown> };
  writeFileSync(structFile, JSON.stringify({ ...structure, pages: { ...structure.pages, id_171: BREAKFAST, id_30: SPA } }));
  return root;
}

const phrase = async (payload: unknown, host = DEMO_HOST, app = test.app) => {
  const response = await app.inject({ method: 'POST', url: '/api/assistant/phrase', headers: host, payload: payload as object });
  return { status: response.statusCode, body: response.json<{ result: number; answer?: string; error?: string }>() };
};
const ask = (question: string, docs = ['page:171']) => phrase({ lang: 'en', question, docs });

beforeAll(async () => {
  process.env[KEY_ENV] = 'test-key';
  model = await startFakeModel();
  test = createTestApp({ resourcesDir: resources() });
});
afterAll(async () => {
  await test.close();
  await model.close();
  delete process.env[KEY_ENV];
});
beforeEach(() => {
  model.calls.length = 0;
});

describe('the assistant phrasing endpoint', () => {
  it('serves assistantPhrasing in the config of a hotel with a model, and never the endpoint', async () => {
    const demo = (await test.app.inject({ method: 'GET', url: '/static/demo/config.json' })).json<Record<string, unknown>>();
    const seaside = (await test.app.inject({ method: 'GET', url: '/static/seaside/config.json' })).json<Record<string, unknown>>();
    expect(demo.assistantPhrasing).toBe(true);
    expect(JSON.stringify(demo)).not.toContain(model.url);
    expect(seaside.assistantPhrasing).toBeUndefined();
  });

  it('phrases from the passages of the named pages only, with the key from the environment', async () => {
    model.next({ content: 'Breakfast is served from 07:00 to 10:30, and costs €22 when your rate does not include it.' });
    const { status, body } = await phrase({ lang: 'en', question: 'When is breakfast?', docs: ['page:171', 'page:30'] });
    expect(status).toBe(200);
    expect(body).toEqual({ result: 0, answer: 'Breakfast is served from 07:00 to 10:30, and costs €22 when your rate does not include it.' });
    expect(model.calls).toHaveLength(1);
    const [call] = model.calls;
    expect(call!.path).toBe('/v1/chat/completions');
    expect(call!.headers.authorization).toBe('Bearer test-key');
    expect(call!.body).toMatchObject({ model: 'house-model', temperature: 0 });
    const [system, user] = call!.body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('using only the passages');
    expect(system!.content).toContain('"en"');
    expect(user!.content).toBe(
      'Passage 1:\nBreakfast\nBreakfast is served from 07:00 to 10:30.\nIf it is not in your rate, it costs €22.\n\n' +
        'Passage 2:\nSpa\nA full-body massage.\nPrice: 45,00 €\nHours: 09:00-21:00\nDuration: 60 min\n\n' +
        'Question: When is breakfast?',
    );
  });

  it.each([
    ['an hour the content does not give', 'Breakfast starts at 06:30.'],
    ['a price the content does not give', 'Breakfast costs €25.'],
    ['a closing hour the content does not give', 'Breakfast is served until 11:00.'],
  ])('withholds an answer with %s (result 2)', async (_, content) => {
    model.next({ content });
    expect((await ask('When is breakfast?')).body).toEqual({ result: 2 });
  });

  it('accepts the figures of the question itself', async () => {
    model.next({ content: 'Breakfast is not served at 11:45; it is served from 07:00 to 10:30.' });
    expect((await ask('Can I have breakfast at 11:45?')).body.result).toBe(0);
  });

  it('withholds the answer when the model says the passages do not answer (result 2)', async () => {
    model.next({ content: 'NO_ANSWER' });
    expect((await ask('Is there a casino?')).body).toEqual({ result: 2 });
  });

  it.each([
    ['answers 500', { status: 500, raw: '{"error":"down"}' }],
    ['answers another shape', { raw: '{"text":"hello"}' }],
    ['answers no JSON', { raw: 'not json' }],
    ['answers an empty text', { content: '   ' }],
  ] as const)('answers result 3 when the model %s', async (_, reply) => {
    model.next(reply);
    expect((await ask('When is breakfast?')).body).toEqual({ result: 3 });
  });

  it('gives up on a model that does not answer within its timeout (result 3)', async () => {
    const slow = createTestApp({ resourcesDir: resources(1000) });
    try {
      model.next('hang');
      const started = Date.now();
      expect((await phrase({ lang: 'en', question: 'When is breakfast?', docs: ['page:171'] }, DEMO_HOST, slow.app)).body).toEqual({ result: 3 });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await slow.close();
    }
  });

  it.each([
    [{ lang: 'en', question: 'When?', docs: [] }],
    [{ lang: 'en', question: 'When?', docs: ['page:1', 'page:2', 'page:3', 'page:4'] }],
    [{ lang: 'en', question: 'When?', docs: ['menu:16'] }],
    [{ lang: 'en', question: 'When?', docs: ['../../etc/passwd'] }],
    [{ lang: 'en', question: '', docs: ['page:171'] }],
    [{ lang: 'en', question: 'x'.repeat(301), docs: ['page:171'] }],
    [{ lang: 'e n', question: 'When?', docs: ['page:171'] }],
    [{ question: 'When?', docs: ['page:171'] }],
  ])('refuses %j with 400 and result 1, calling no model', async (payload) => {
    const { status, body } = await phrase(payload);
    expect([status, body.result]).toEqual([400, 1]);
    expect(model.calls).toHaveLength(0);
  });

  it('answers result 1 for pages the content does not have, and result 3 for a hotel without a model', async () => {
    expect((await ask('When?', ['page:999999'])).body).toEqual({ result: 1 });
    expect((await phrase({ lang: 'xx', question: 'When?', docs: ['page:171'] })).body).toEqual({ result: 1 });
    expect((await phrase({ lang: 'fr', question: 'Quand ?', docs: ['page:1'] }, SEASIDE_HOST)).body).toEqual({ result: 3 });
    expect(model.calls).toHaveLength(0);
  });

  it('phrases at most 20 answers a minute for one device (result 4)', async () => {
    const busy = createTestApp({ resourcesDir: resources() });
    try {
      model.next({ content: 'Breakfast is served from 07:00 to 10:30.' });
      const results: number[] = [];
      for (let n = 0; n < 21; n++) results.push((await phrase({ lang: 'en', question: 'When is breakfast?', docs: ['page:171'] }, DEMO_HOST, busy.app)).body.result);
      expect(results.slice(0, 20).every((result) => result === 0)).toBe(true);
      expect(results[20]).toBe(4);
      expect(model.calls).toHaveLength(20);
    } finally {
      await busy.close();
    }
  });
});
