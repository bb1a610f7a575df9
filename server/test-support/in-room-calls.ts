import type { FastifyInstance } from 'fastify';
import type { InRoomLoginResponse, InRoomRegisterResponse } from '../../common/api/auth';
import { DEMO_HOST, operatorHeaderFor, urlencoded } from './test-app';

export const MAC_A = 'AA:BB:CC:00:00:01';
export const MAC_B = 'aa-bb-cc-00-00-02';

type Fields = Record<string, string | number>;

export async function register(app: FastifyInstance, fields: Fields = {}, headers: Record<string, string> = DEMO_HOST) {
  const form = urlencoded({ v: 2, hotelId: 137, ip: '10.0.0.5', roomNumber: '101', mac: MAC_A, manufacturer: 'inroom', tvIndex: '0', ...fields });
  const response = await app.inject({ method: 'POST', url: '/api/registration', headers: { ...headers, ...form.headers }, payload: form.payload });
  return { status: response.statusCode, body: response.json<InRoomRegisterResponse & { error?: string }>() };
}

export async function roomToken(app: FastifyInstance, query: string, fields: Fields, headers: Record<string, string> = DEMO_HOST) {
  const form = urlencoded({ hotelId: 137, mac: MAC_A, manufacturer: 'inroom', deviceType: 5, ...fields });
  const response = await app.inject({ method: 'POST', url: `/api/token?${query}`, headers: { ...headers, ...form.headers }, payload: form.payload });
  return { status: response.statusCode, body: response.json<InRoomLoginResponse & { error?: string }>() };
}

export async function operator(app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url: `/operator${url}`, headers: operatorHeaderFor(url), ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.json() };
}
