import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAirportSchedule, fetchWeather } from './info-calls';

afterEach(() => vi.unstubAllGlobals());

const respond = (response: () => Promise<Response>) => {
  const fetchMock = vi.fn<typeof fetch>(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('info calls', () => {
  it('post the weather call as form data and answer its body', async () => {
    const fetchMock = respond(async () => new Response('{"location":"London","current":{"temperatureC":8,"condition":"cloudy"},"forecast":[]}'));
    expect(await fetchWeather({ lang: 'en', hotelId: 137 })).toMatchObject({ location: 'London' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/weather$/);
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('lang=en&hotelId=137');
  });

  it('answer null on a server error, a network failure or a body that is not an object', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    respond(async () => new Response('{"error":"x"}', { status: 500 }));
    expect(await fetchWeather({ lang: 'en' })).toBeNull();
    respond(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchAirportSchedule('LHR')).toBeNull();
    respond(async () => new Response('null'));
    expect(await fetchAirportSchedule('LHR')).toBeNull();
  });
});
