import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { TEXT } from '../../common/spec/texts';
import { createStateFile, type RoomState } from './state-file';

const REMOTE_STATE_PATH = '/ws';
export const DEFAULT_REMOTE_STATE_PORT = 8765;
/** Bounds that keep a misbehaving client from growing the file or the memory without limit. */
const MAX_MESSAGE_BYTES = 16 * 1024;
const MAX_STATE_KEYS = 64;

export interface RemoteStateServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  stateFile: string;
  /** Hotel config `remoteState.roomNetwork`: listen on every interface, and demand `secret`. */
  roomNetwork?: boolean;
  secret?: string;
  /**
   * Origins whose pages may connect (the hotel's). A browser always sends its page's Origin, so any other page
   * the kiosk or a guest's browser shows is refused; clients that are no browser send none and are let in.
   */
  allowedOrigins?: readonly string[];
  log?(message: string): void;
}

export interface RemoteStateServer {
  port: number;
  host: string;
  /** ws://host:port/ws for the renderer. */
  url: string;
  close(): Promise<void>;
}

type Message = { type: 'get' | 'update' | 'delete'; payload?: unknown };

const sha = (text: string) => createHash('sha256').update(text).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(sha(given), sha(expected));

function parseMessage(raw: string): Message | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const type = (value as { type?: unknown }).type;
    return type === 'get' || type === 'update' || type === 'delete' ? (value as Message) : null;
  } catch {
    return null;
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The room's local remote-state socket (part 2 §7): `/ws?hotelUid=&roomNumber=&tvid=`. Clients of the same
 * hotel, room and tvid share one state; every change is persisted and broadcast to all of them.
 */
export async function startRemoteStateServer(options: RemoteStateServerOptions): Promise<RemoteStateServer> {
  if (options.roomNetwork && !options.secret) throw new Error('the room network needs a shared secret');
  const host = options.roomNetwork ? '0.0.0.0' : '127.0.0.1';
  const file = createStateFile(options.stateFile);
  const states = file.read();
  const rooms = new Map<string, Set<WebSocket>>();
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  const wss = new WebSocketServer({
    host,
    port: options.port,
    maxPayload: MAX_MESSAGE_BYTES,
    verifyClient: ({ origin }: { origin?: string }, done: (ok: boolean, code?: number, message?: string) => void) =>
      !origin || allowedOrigins.has(origin) ? done(true) : done(false, 403, 'Origin not allowed'),
  });

  const send = (socket: WebSocket, message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const broadcast = (key: string) => {
    for (const client of rooms.get(key) ?? []) send(client, { type: 'state', payload: states[key] ?? {} });
  };

  const admit = (request: IncomingMessage): { key: string } | { refuse: string } => {
    const url = new URL(request.url ?? '/', 'ws://room');
    if (url.pathname !== REMOTE_STATE_PATH) return { refuse: 'unknown path' };
    if (options.roomNetwork && !sameSecret(url.searchParams.get('secret') ?? '', options.secret as string)) {
      return { refuse: 'wrong secret' };
    }
    const room = url.searchParams.get('roomNumber')?.trim();
    if (!room) return { refuse: TEXT.remoteStateNoRoom };
    const hotel = url.searchParams.get('hotelUid')?.trim() ?? '';
    const tvid = url.searchParams.get('tvid')?.trim() || '0';
    return { key: JSON.stringify([hotel.slice(0, 100), room.slice(0, 16), tvid.slice(0, 8)]) };
  };

  wss.on('connection', (socket, request) => {
    const admitted = admit(request);
    if ('refuse' in admitted) {
      send(socket, { type: 'error', message: admitted.refuse });
      socket.close(1008, admitted.refuse);
      return;
    }
    const { key } = admitted;
    const clients = rooms.get(key) ?? new Set<WebSocket>();
    rooms.set(key, clients.add(socket));
    socket.on('close', () => {
      clients.delete(socket);
      if (clients.size === 0) rooms.delete(key);
    });
    socket.on('error', () => socket.terminate());
    socket.on('message', (data) => {
      const message = parseMessage(String(data));
      if (!message) return send(socket, { type: 'error', message: 'expected { type: get|update|delete, payload }' });
      if (message.type === 'get') return send(socket, { type: 'state', payload: states[key] ?? {} });
      const current: RoomState = { ...(states[key] ?? {}) };
      if (message.type === 'update') {
        if (!isPlainObject(message.payload)) return send(socket, { type: 'error', message: 'update needs an object payload' });
        Object.assign(current, message.payload);
        if (Object.keys(current).length > MAX_STATE_KEYS) return send(socket, { type: 'error', message: 'too many keys' });
      } else {
        const keys = Array.isArray(message.payload) ? message.payload : isPlainObject(message.payload) ? Object.keys(message.payload) : null;
        if (!keys) return send(socket, { type: 'error', message: 'delete needs a list of keys' });
        for (const name of keys) if (typeof name === 'string') delete current[name];
      }
      states[key] = current;
      try {
        file.write(states);
      } catch (error) {
        options.log?.(`remote state: could not persist: ${String(error)}`);
      }
      broadcast(key);
    });
  });

  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  wss.on('error', (error) => options.log?.(`remote state: ${String(error)}`));
  const { port } = wss.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    port,
    host,
    url: `ws://${shownHost}:${port}${REMOTE_STATE_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}
