import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app';

const { app, close } = createTestApp();
afterAll(close);

describe('hotel lookup and admin settings', () => {
  it('finds a hotel by name', async () => {
    const response = await app.inject({ url: '/api/hotel?name=seaside' });
    expect(response.json()).toEqual({ id: 204, uid: 'seaside-204', name: 'seaside' });
  });

  it('answers an unknown name 404 with result 2 and a missing name 400', async () => {
    const unknown = await app.inject({ url: '/api/hotel?name=nowhere' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { result: 2, error: 'Hotel was not set' }]);
    expect((await app.inject({ url: '/api/hotel' })).statusCode).toBe(400);
  });

  it('lists the hotels of the installation with their titles and logos', async () => {
    const response = await app.inject({ url: '/api/hotels' });
    expect(response.statusCode).toBe(200);
    const { result, data } = response.json() as { result: number; data: { name: string; title: string; logo?: string }[] };
    expect(result).toBe(0);
    expect(data.map((hotel) => hotel.name)).toEqual(['demo', 'seaside']);
    expect(data.every((hotel) => hotel.title.length > 0)).toBe(true);
  });

  it('gives the service fee by hotel id', async () => {
    expect((await app.inject({ url: '/api/adminSettings?hotelId=137' })).json()).toEqual({ serviceFee: 10 });
    expect((await app.inject({ url: '/api/adminSettings?hotelId=204' })).json()).toEqual({ serviceFee: 5 });
    expect((await app.inject({ url: '/api/adminSettings?hotelId=9' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/adminSettings?hotelId=abc' })).statusCode).toBe(400);
  });
});
