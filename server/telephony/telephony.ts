import { randomBytes } from 'node:crypto';
import { HOST_PREFIX } from '../../common/api/paths';
import { telephonyPaths } from '../../common/api/telephony';
import { hotelFromHost } from '../../common/api/hotel-host';
import type { AppContext } from '../app-context';
import { attendant } from './attendant';
import { callLog, type CallLog } from './call-log';
import { dndStore, type DndStore } from './dnd-store';
import { sipExchange, type SipExchange } from './sip-exchange';

export interface TelephonyOptions {
  /** Shared with the exchange that checks the SIP passwords (Kamailio in production); random per start otherwise. */
  secret?: string;
  /** The exchange's WebSocket URL handed to phones; the demo's own exchange when unset. */
  wsUrl?: string;
  /** Where the attendant's media listens (the demo's listening address). */
  iceHostAddress?: string;
}

export interface Telephony {
  secret: string;
  wsUrl: string;
  /** The exchange's origin when it is on another host, for the page's CSP. */
  connectSources: string[];
  exchange: SipExchange;
  calls: CallLog;
  dnd: DndStore;
}

export const EXCHANGE_WS_PATH = HOST_PREFIX.telephony + telephonyPaths.ws;

export function createTelephony(ctx: AppContext, options: TelephonyOptions = {}): Telephony {
  const secret = options.secret ?? randomBytes(32).toString('base64url');
  const calls = callLog(Date.now);
  const dnd = dndStore(ctx.db);
  const exchange = sipExchange({
    secret,
    path: EXCHANGE_WS_PATH,
    hotelOfHost: (host) => ctx.hotels.byName(hotelFromHost(host)),
    roomExists: (hotelId, extension) => ctx.hotelState.room(hotelId, extension) !== undefined,
    dndOf: dnd.of,
    attendant: attendant({ iceHostAddress: options.iceHostAddress }),
    calls,
  });
  const wsUrl = options.wsUrl ?? EXCHANGE_WS_PATH;
  const connectSources = /^wss?:\/\//i.test(wsUrl) ? [new URL(wsUrl).origin] : [];
  return { secret, wsUrl, connectSources, exchange, calls, dnd };
}
