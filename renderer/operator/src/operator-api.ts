import type { ImMessage } from '@common/api/messages';
import type { Order } from '@common/api/commerce';
import type { OrderStatus } from '@common/spec/codes';

export interface GuestOfRoom {
  id: number;
  guestName: string;
  guestFirstName?: string;
  guestTitle?: string;
  lang?: string;
  checkInDate?: string;
  checkOutDate?: string;
}

export interface Room {
  number: string;
  tvIndexes: string[];
  registrations: { tvIndex: string; mac: string; ip: string; registeredAt: string }[];
  guest: GuestOfRoom | null;
}

export interface ScreenStatus {
  room: string;
  tvIndex: string;
  mac: string;
  report: Record<string, unknown>;
  receivedAt: string;
  agoSeconds: number;
}

/** A room TV as its simulator or its TV-mode screen last told the backend; `none` before either did. */
export type RoomTv =
  | {
      tvId: string;
      channelId: string;
      vol: number;
      mute: boolean;
      power: boolean;
      radio: string | null;
      sleepMinutes: number;
      sleepEndsAt: number | null;
      source: 'simulator' | 'device';
      updatedAt: number;
    }
  | { tvId: string; source: 'none' };

export interface RoomTvs {
  simulator: boolean;
  screenOnline: boolean;
  tvs: RoomTv[];
}

export interface RoomMessages {
  recipients: { id: string; titles: Record<string, string> }[];
  guests: { id: number; name: string }[];
  messages: (ImMessage & { guestId: number })[];
}

export interface RegistrationRequest {
  id: number;
  room: string;
  tvIndex: string;
  mac: string;
  ip: string;
  status: 'pending' | 'confirmed' | 'refused';
  requestedAt: string;
}

export interface MarketingBody {
  type: 'textMessage' | 'alert';
  devices: ('tv' | 'web' | 'tablet' | 'mobile')[];
  duration: number;
  link?: string;
  blocks: Record<string, { title: string; text: string }>;
}

/** What the demo reset did: the stays it ended and the seeded guests it checked in again. */
export interface DemoResetOutcome {
  checkedOut: { room: string | null; guestId: number }[];
  checkedIn: { room: string; guestId: number }[];
}

export type { Order, OrderStatus };

/** The token was refused: the console asks for it again. */
export class UnauthorizedError extends Error {}

/** Any other refusal, with the server's own reason. */
export class OperatorCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The operator API of one hotel, with the operator's token as Bearer. */
export function operatorApi(hotel: string, token: string, fetcher: typeof fetch = fetch) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetcher(`/operator/${encodeURIComponent(hotel)}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (response.status === 401) throw new UnauthorizedError('The token was not accepted');
    const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) throw new OperatorCallError(response.status, answer.error ?? `The server answered ${response.status}`);
    return answer;
  };
  const room = (number: string) => `/rooms/${encodeURIComponent(number)}`;
  return {
    rooms: () => call<{ rooms: Room[] }>('GET', '/rooms'),
    status: () => call<{ rooms: ScreenStatus[] }>('GET', '/status'),
    checkout: (number: string) => call<{ checkedOut: number[] }>('POST', `${room(number)}/checkout`, {}),
    checkin: (number: string, guestName: string) => call<{ guestId: number }>('POST', `${room(number)}/checkin`, { guestName }),
    clearRegistration: (number: string) => call<{ cleared: number }>('POST', `${room(number)}/clear-registration`, {}),
    tv: (number: string) => call<RoomTvs>('GET', `${room(number)}/tv`),
    messages: (number: string) => call<RoomMessages>('GET', `${room(number)}/messages`),
    reply: (number: string, recipientId: string, text: string) => call<{ message: ImMessage }>('POST', `${room(number)}/messages`, { recipientId, text }),
    orders: () => call<{ orders: Order[] }>('GET', '/orders'),
    moveOrder: (id: string, status: OrderStatus) => call<{ order: Order }>('POST', `/orders/${encodeURIComponent(id)}/status`, { status }),
    marketing: (body: MarketingBody) => call<{ told: { guests: number; rooms: number } }>('POST', '/marketing', body),
    command: (number: string, cmd: string, data?: Record<string, unknown>) =>
      call<{ published: boolean; channel: string }>('POST', `${room(number)}/commands`, data ? { cmd, data } : { cmd }),
    installationMode: () => call<{ installationMode: boolean; until: string | null }>('GET', '/installation-mode'),
    setInstallationMode: (on: boolean, minutes?: number) =>
      call<{ installationMode: boolean; until: string | null }>('POST', '/installation-mode', minutes === undefined ? { on } : { on, minutes }),
    registrations: () => call<{ requests: RegistrationRequest[] }>('GET', '/registrations'),
    decide: (id: number, decision: 'confirm' | 'refuse') => call<{ request: RegistrationRequest }>('POST', `/registrations/${id}/${decision}`, {}),
    resetDemo: () => call<DemoResetOutcome>('POST', '/reset', {}),
  };
}

export type OperatorApi = ReturnType<typeof operatorApi>;
