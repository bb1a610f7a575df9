import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESOURCES_DIR } from '../repo-paths';
import { DEMO_HOST, SEASIDE_HOST, createTestApp } from '../test-support/test-app';

/** The shipped demo hotels: their stored weather.json and airport.json are what these calls serve. */
const { app, close } = createTestApp({ resourcesDir: DEFAULT_RESOURCES_DIR });
afterAll(close);

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const post = (url: string, fields: Record<string, string>, host = DEMO_HOST) => {
  const { payload, headers } = form(fields);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...host } });
};

describe('POST /api/weather', () => {
  it("answers the hotel's stored weather for a form post", async () => {
    const demo = await post('/api/weather', { lang: 'en', hotelId: '137' });
    expect(demo.statusCode).toBe(200);
    expect(demo.json()).toMatchObject({ location: 'London', current: { temperatureC: expect.any(Number) } });
    expect(demo.json().forecast.length).toBeGreaterThan(0);
    const seaside = await post('/api/weather', { lang: 'en' }, SEASIDE_HOST);
    expect(seaside.json().location).not.toBe('London');
  });

  it('answers 404 for an unknown hotel', async () => {
    expect((await post('/api/weather', {}, { host: 'nowhere.localhost:8080' })).statusCode).toBe(404);
  });
});

describe('POST /api/getScheduleAirport', () => {
  it("answers the airport's departures and arrivals", async () => {
    const res = await post('/api/getScheduleAirport', { airport: 'lhr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ airport: 'LHR', departures: expect.any(Array), arrivals: expect.any(Array) });
  });

  it('answers 404 for an airport without a schedule and 400 for a malformed code', async () => {
    expect((await post('/api/getScheduleAirport', { airport: 'JFK' })).statusCode).toBe(404);
    expect((await post('/api/getScheduleAirport', { airport: '<script>' })).statusCode).toBe(400);
    expect((await post('/api/getScheduleAirport', {})).statusCode).toBe(400);
  });
});
