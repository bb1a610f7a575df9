import { TEXT } from '@common/spec';
import type { RemoteStateEndpoint } from '@renderer/platform';
import { reconnectDelay } from './reconnect-delay';

export type RemoteState = Record<string, unknown>;

export interface RemoteStateTarget {
  hotelUid: string;
  roomNumber: string;
  tvid: string;
}

export interface RemoteStateClientOptions {
  endpoint: RemoteStateEndpoint;
  target: RemoteStateTarget;
  onState(state: RemoteState): void;
  onConnection?(connected: boolean): void;
  log?(level: 'warn' | 'error', message: string): void;
  createSocket?(url: string): WebSocket;
}

export interface RemoteStateClient {
  update(payload: RemoteState): void;
  remove(keys: string[]): void;
  close(): void;
}

export function remoteStateUrl(endpoint: RemoteStateEndpoint, target: RemoteStateTarget): string {
  const url = new URL(endpoint.url);
  url.searchParams.set('hotelUid', target.hotelUid);
  url.searchParams.set('roomNumber', target.roomNumber);
  url.searchParams.set('tvid', target.tvid);
  if (endpoint.secret) url.searchParams.set('secret', endpoint.secret);
  return url.toString();
}

/**
 * The room's remote-state socket (part 2 §4): opens, asks for the state, reconnects on close with a delay
 * doubling from 1 s to 30 s. Messages sent while closed are kept (the latest per kind) and sent on open.
 */
export function createRemoteStateClient(options: RemoteStateClientOptions): RemoteStateClient | null {
  if (!options.target.roomNumber) {
    options.log?.('error', TEXT.remoteStateNoRoom);
    return null;
  }
  const url = remoteStateUrl(options.endpoint, options.target);
  const create = options.createSocket ?? ((u: string) => new WebSocket(u));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let pendingUpdate: RemoteState | null = null;

  const send = (message: object) => socket?.readyState === 1 && (socket.send(JSON.stringify(message)), true);

  const connect = () => {
    timer = null;
    if (closed) return;
    const current = create(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      options.onConnection?.(true);
      send({ type: 'get', payload: {} });
      if (pendingUpdate) send({ type: 'update', payload: pendingUpdate });
      pendingUpdate = null;
    };
    current.onmessage = (event: MessageEvent) => {
      let message: { type?: unknown; payload?: unknown; message?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      if (message.type === 'state' && message.payload && typeof message.payload === 'object') {
        options.onState(message.payload as RemoteState);
      } else if (message.type === 'error') {
        options.log?.('warn', `remote state: ${String(message.message)}`);
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      options.onConnection?.(false);
      if (closed) return;
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
    current.onerror = () => undefined;
  };
  connect();

  return {
    update(payload) {
      if (!send({ type: 'update', payload })) pendingUpdate = { ...pendingUpdate, ...payload };
    },
    remove(keys) {
      send({ type: 'delete', payload: keys });
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      socket?.close();
      socket = null;
    },
  };
}
