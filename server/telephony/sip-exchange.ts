import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { EMERGENCY_NUMBER } from '../../common/spec/limits';
import type { CallLog } from './call-log';
import { isHotelNumber } from './hotel-numbers';
import { extensionOfUsername, isEmergencyOnly, passwordFor } from './sip-credentials';
import { challengeHeader, checkDigest, makeNonce, parseDigest } from './sip-digest';
import {
  firstHeader,
  headerParam,
  headerValues,
  hostOfUri,
  parseSip,
  responseTo,
  serializeMessage,
  serializeRequest,
  shiftHeader,
  uriOf,
  type SipRequest,
  type SipResponse,
} from './sip-message';

/**
 * The demo's telephone exchange: a SIP registrar and a stateless record-routing proxy over WebSocket (RFC 7118),
 * so that `npm start` alone connects rooms. Rooms' tablets register as the room number; calls to hotel numbers
 * go to the attendant. Media never passes here: browsers and the attendant exchange SRTP directly.
 */

export const EXCHANGE_HOST = 'exchange.invalid';
export const ATTENDANT_HOST = 'attendant.invalid';
const RECORD_ROUTE = `<sip:${EXCHANGE_HOST};transport=ws;lr>`;
const DEFAULT_EXPIRES_S = 600;
const MAX_EXPIRES_S = 3600;
const DEFAULT_MAX_FORWARDS = 70;
/** RFC 3261 Timer H: how long an ACK for an answer the exchange gave itself may still arrive. */
const LOCAL_ANSWER_MEMORY_MS = 64 * 500;
const MAX_FRAME_BYTES = 64 * 1024;

export interface ExchangeHotel {
  id: number;
  name: string;
}

export interface AttendantPort {
  /** A request for the attendant: a new call to a hotel number, or one inside an attendant's call. */
  handle(request: SipRequest, reply: (text: string) => void, connectionId: string): void;
  dropConnection(connectionId: string): void;
  close(): Promise<void>;
}

export interface ExchangeOptions {
  secret: string;
  path: string;
  hotelOfHost(host: string | undefined): ExchangeHotel | undefined;
  roomExists(hotelId: number, extension: string): boolean;
  dndOf(hotelId: number, room: string): boolean;
  attendant: AttendantPort;
  calls: CallLog;
  now?: () => number;
}

interface Connection {
  id: string;
  ws: WebSocket;
  hotel: ExchangeHotel;
}

interface Binding {
  contact: string;
  connectionId: string;
  expiresAt: number;
}

export type SipExchange = ReturnType<typeof sipExchange>;

export function sipExchange(options: ExchangeOptions) {
  const now = options.now ?? Date.now;
  const connections = new Map<string, Connection>();
  const bindings = new Map<string, Binding[]>();
  /** Contact hosts (JsSIP's random `*.invalid`) → the connection they arrived on: in-dialog requests go there. */
  const contactHosts = new Map<string, string>();
  const localAnswers = new Map<string, { by: 'exchange' | 'attendant'; at: number }>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    handleProtocols: (protocols) => (protocols.has('sip') ? 'sip' : false),
  });

  const bindingKey = (hotelId: number, extension: string) => `${hotelId}:${extension}`;
  const send = (connection: Connection | undefined, text: string) => {
    if (connection && connection.ws.readyState === connection.ws.OPEN) connection.ws.send(text);
  };

  function rememberLocalAnswer(request: SipRequest, by: 'exchange' | 'attendant') {
    const at = now();
    for (const [key, entry] of localAnswers) if (at - entry.at > LOCAL_ANSWER_MEMORY_MS) localAnswers.delete(key);
    localAnswers.set(topBranch(request), { by, at });
  }

  function replyLocally(connection: Connection, request: SipRequest, status: number, reason: string, headers: { name: string; value: string }[] = []) {
    if (request.method === 'ACK') return;
    if (request.method === 'INVITE') rememberLocalAnswer(request, 'exchange');
    send(connection, responseTo(request, status, reason, { toTag: randomTag(), headers }));
  }

  function currentBinding(hotelId: number, extension: string): Binding | undefined {
    const list = (bindings.get(bindingKey(hotelId, extension)) ?? []).filter((b) => b.expiresAt > now() && connections.has(b.connectionId));
    return list[list.length - 1];
  }

  /** Digest check against the time-limited credential; the extension it speaks for, or a challenge was sent. */
  function authenticate(connection: Connection, request: SipRequest, proxy: boolean): string | undefined {
    const params = parseDigest(firstHeader(request, proxy ? 'proxy-authorization' : 'authorization'));
    const extension = params?.username ? extensionOfUsername(params.username, Math.floor(now() / 1000)) : undefined;
    const verdict = params && extension ? checkDigest(params, request.method, passwordFor(options.secret, params.username!), options.secret, now()) : 'bad';
    if (verdict === 'ok') return extension;
    const challenge = challengeHeader(connection.hotel.name, makeNonce(options.secret, now())) + (verdict === 'stale' ? ', stale=true' : '');
    replyLocally(connection, request, proxy ? 407 : 401, proxy ? 'Proxy Authentication Required' : 'Unauthorized', [
      { name: proxy ? 'Proxy-Authenticate' : 'WWW-Authenticate', value: challenge },
    ]);
    return undefined;
  }

  function register(connection: Connection, request: SipRequest) {
    const extension = authenticate(connection, request, false);
    if (!extension) return;
    if (extension !== request.toUser || isEmergencyOnly(extension) || !options.roomExists(connection.hotel.id, extension)) {
      return replyLocally(connection, request, 403, 'Forbidden');
    }
    const key = bindingKey(connection.hotel.id, extension);
    const contacts = headerValues(request, 'contact');
    const headerExpires = Number(firstHeader(request, 'expires') ?? DEFAULT_EXPIRES_S);
    let list = (bindings.get(key) ?? []).filter((b) => b.expiresAt > now() && connections.has(b.connectionId));
    if (contacts.length === 1 && contacts[0] === '*') list = [];
    const answered: string[] = [];
    for (const value of contacts.filter((c) => c !== '*')) {
      const contact = uriOf(value);
      const asked = Number(headerParam(value, 'expires') ?? headerExpires);
      const expires = Math.min(Number.isFinite(asked) ? asked : DEFAULT_EXPIRES_S, MAX_EXPIRES_S);
      list = list.filter((b) => b.contact !== contact);
      if (expires > 0) {
        list.push({ contact, connectionId: connection.id, expiresAt: now() + expires * 1000 });
        answered.push(`<${contact}>;expires=${expires}`);
      }
      const host = hostOfUri(contact);
      if (host) contactHosts.set(host, connection.id);
    }
    bindings.set(key, list);
    replyLocally(connection, request, 200, 'OK', answered.map((value) => ({ name: 'Contact', value })));
  }

  function forward(from: Connection, to: Connection, request: SipRequest, target: { uri?: string; recordRoute: boolean }) {
    const maxForwards = Number(firstHeader(request, 'max-forwards') ?? DEFAULT_MAX_FORWARDS);
    const headers = request.headers.filter((h) => h.name.toLowerCase() !== 'max-forwards');
    const via = `SIP/2.0/WS ${EXCHANGE_HOST};branch=${derivedBranch(request, from.id)};c=${from.id}`;
    const added = [{ name: 'Via', value: via }, { name: 'Max-Forwards', value: String(maxForwards - 1) }];
    if (target.recordRoute) added.push({ name: 'Record-Route', value: RECORD_ROUTE });
    send(to, serializeRequest(request.method, target.uri ?? request.uri, [...added, ...headers], request.body));
  }

  function deliverFromAttendant(connection: Connection, text: string) {
    const message = parseSip(text);
    if (message?.kind === 'response' && message.cseqMethod === 'INVITE') options.calls.answered(connection.hotel.id, message.callId, message.status);
    if (message?.kind === 'request' && message.method === 'BYE') options.calls.ended(connection.hotel.id, message.callId);
    send(connection, text);
  }

  /** A request outside a dialog (or an ACK/CANCEL of one being set up), routed by the number it asks for. */
  function routeByNumber(connection: Connection, request: SipRequest) {
    const local = localAnswers.get(topBranch(request));
    if (request.method === 'ACK' && local) return;
    if (request.method === 'CANCEL' && local) {
      if (local.by === 'attendant') return options.attendant.handle(request, (text) => deliverFromAttendant(connection, text), connection.id);
      return send(connection, responseTo(request, 200, 'OK'));
    }
    if (request.method === 'OPTIONS') return replyLocally(connection, request, 200, 'OK');
    if (!['INVITE', 'ACK', 'CANCEL'].includes(request.method)) return replyLocally(connection, request, 405, 'Method Not Allowed');

    const number = request.uriUser;
    if (request.method === 'INVITE') {
      const caller = authenticate(connection, request, true);
      if (!caller) return;
      if (caller !== request.fromUser) return replyLocally(connection, request, 403, 'Forbidden');
      if (isEmergencyOnly(caller) && number !== EMERGENCY_NUMBER) return replyLocally(connection, request, 403, 'Emergency Calls Only');
      if (isHotelNumber(number)) {
        rememberLocalAnswer(request, 'attendant');
        options.calls.start(connection.hotel.id, { callId: request.callId, from: caller, to: number!, answeredBy: 'attendant' });
        return options.attendant.handle(request, (text) => deliverFromAttendant(connection, text), connection.id);
      }
    }
    if (!number || !options.roomExists(connection.hotel.id, number)) return replyLocally(connection, request, 404, 'Not Found');
    const binding = currentBinding(connection.hotel.id, number);
    const target = binding ? connections.get(binding.connectionId) : undefined;
    if (!binding || !target) return replyLocally(connection, request, 480, 'Temporarily Unavailable');
    if (request.method === 'INVITE') {
      if (options.dndOf(connection.hotel.id, number)) return replyLocally(connection, request, 486, 'Do Not Disturb');
      options.calls.start(connection.hotel.id, { callId: request.callId, from: request.fromUser, to: number, answeredBy: 'room' });
    }
    forward(connection, target, request, { uri: binding.contact, recordRoute: request.method === 'INVITE' });
  }

  function onRequest(connection: Connection, request: SipRequest) {
    const maxForwards = Number(firstHeader(request, 'max-forwards') ?? DEFAULT_MAX_FORWARDS);
    if (maxForwards <= 0) return replyLocally(connection, request, 483, 'Too Many Hops');
    rememberContactHost(connection, request);
    const route = firstHeader(request, 'route');
    const routedHere = route !== undefined && hostOfUri(uriOf(route)) === EXCHANGE_HOST;
    if (routedHere) shiftHeader(request, 'route');

    if (request.uriHost === ATTENDANT_HOST) {
      return options.attendant.handle(request, (text) => deliverFromAttendant(connection, text), connection.id);
    }
    if (request.method === 'REGISTER') return register(connection, request);
    if (routedHere || request.toTag) {
      const targetId = contactHosts.get(request.uriHost.toLowerCase());
      const target = targetId ? connections.get(targetId) : undefined;
      if (target && target.hotel.id === connection.hotel.id) {
        if (request.method === 'BYE') options.calls.ended(connection.hotel.id, request.callId);
        return forward(connection, target, request, { recordRoute: false });
      }
      if (!request.toTag || request.method === 'ACK') return routeByNumber(connection, request);
      return replyLocally(connection, request, 481, 'Call/Transaction Does Not Exist');
    }
    routeByNumber(connection, request);
  }

  function onResponse(connection: Connection, response: SipResponse) {
    rememberContactHost(connection, response);
    const top = shiftHeader(response, 'via');
    if (!top || viaHost(top) !== EXCHANGE_HOST) return;
    const target = connections.get(headerParam(top, 'c') ?? '');
    if (!target || target.hotel.id !== connection.hotel.id) return;
    if (response.cseqMethod === 'INVITE') options.calls.answered(connection.hotel.id, response.callId, response.status);
    send(target, serializeMessage(response));
  }

  function rememberContactHost(connection: Connection, message: SipRequest | SipResponse) {
    const contact = firstHeader(message, 'contact');
    const host = contact ? hostOfUri(uriOf(contact)) : undefined;
    if (host && host !== EXCHANGE_HOST && host !== ATTENDANT_HOST) contactHosts.set(host, connection.id);
  }

  function onFrame(connection: Connection, text: string) {
    if (text.trim() === '') return;
    const message = parseSip(text);
    if (!message) return;
    if (message.kind === 'request') onRequest(connection, message);
    else onResponse(connection, message);
  }

  function drop(connection: Connection) {
    connections.delete(connection.id);
    for (const [key, list] of bindings) bindings.set(key, list.filter((b) => b.connectionId !== connection.id));
    for (const [host, id] of contactHosts) if (id === connection.id) contactHosts.delete(host);
    options.attendant.dropConnection(connection.id);
  }

  return {
    /** Takes the upgrade if it is for the exchange's path; false leaves it to another listener. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const path = (request.url ?? '').split('?')[0];
      if (path !== options.path) return false;
      const hotel = options.hotelOfHost(request.headers.host);
      if (!hotel) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return true;
      }
      wss.handleUpgrade(request, socket, head, (ws) => {
        const connection: Connection = { id: randomBytes(6).toString('hex'), ws, hotel };
        connections.set(connection.id, connection);
        ws.on('message', (data, isBinary) => {
          if (!isBinary) onFrame(connection, data.toString());
        });
        ws.on('close', () => drop(connection));
        ws.on('error', () => ws.terminate());
      });
      return true;
    },
    registered(hotelId: number): string[] {
      const prefix = `${hotelId}:`;
      return [...bindings.keys()]
        .filter((key) => key.startsWith(prefix))
        .map((key) => key.slice(prefix.length))
        .filter((extension) => currentBinding(hotelId, extension) !== undefined)
        .sort();
    },
    async close(): Promise<void> {
      for (const connection of connections.values()) connection.ws.terminate();
      connections.clear();
      wss.close();
      await options.attendant.close();
    },
  };
}

const randomTag = () => randomBytes(6).toString('hex');

const viaHost = (via: string): string | undefined => /^SIP\/2\.0\/\S+\s+([^;:\s]+)/i.exec(via)?.[1]?.toLowerCase();

const topBranch = (request: SipRequest): string => headerParam(firstHeader(request, 'via') ?? '', 'branch') ?? '';

/** RFC 3261 §16.11: a stateless proxy gives an ACK or CANCEL the branch it gave the INVITE they belong to. */
function derivedBranch(request: SipRequest, connectionId: string): string {
  const method = request.method === 'ACK' || request.method === 'CANCEL' ? 'INVITE' : request.method;
  return `z9hG4bK${createHash('sha256').update(`${topBranch(request)}|${method}|${connectionId}`).digest('hex').slice(0, 20)}`;
}
