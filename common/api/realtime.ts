/*
 * Part 2 §3, §4 and §7: the real-time channel. The queue host speaks the nginx push-stream module's long-polling
 * protocol; the demo embeds it and `deploy/nchan/` serves the same on Nginx with Nchan. Everything that travels on
 * a channel is sealed (`c`, AES-256-GCM with the channel's own key, see common/realtime/seal.ts); a device receives
 * the keys with its channel names, so the queue only ever relays opaque text.
 */

export const queuePaths = {
  /** `GET {queue}/subv2/{channel}?tag=&time=`: a held poll, 200 with messages or 304 (Nchan: 408) on timeout. */
  subscribe: (channel: string) => `/subv2/${encodeURIComponent(channel)}`,
  /** `POST {queue}/pub?id={channel}` with the body `{"c": sealed}`. */
  publish: '/pub',
} as const;

export const realtimePaths = {
  /** Ours: `POST {api}/realtime/session {token}` gives the token's channel names and its message key. */
  session: '/realtime/session',
  getTask: '/getTask',
  taskAnswer: '/taskAnswer',
} as const;

/** Part 2 §3 message channels: the guest's own (named from the token), and the room's two. */
export type ChannelKind = 'token' | 'roomR' | 'roomT';
/** Where a device publishes besides: the hotel's queue (tablet status, getstate and discover answers). */
export type PublishTarget = ChannelKind | 'hotel';
export type ChannelScope = PublishTarget | 'device';

/**
 * `roomT` carries commands to the room's TVs (from phones, tablets, the front desk); `roomR` carries what the
 * room's devices receive (the TV's replies, checkout, goTo, esign...); `token` what only that guest receives
 * (im, imRead, orderUpdateData). Names are opaque and unguessable: they are derived on the server from a secret.
 */
export interface ChannelNames {
  /** The guest's channel: every token of one guest (phone and the room's devices) shares it. */
  token?: string;
  roomR?: string;
  roomT?: string;
  /** Publish only: the front desk reads it, devices cannot. */
  hotel?: string;
  /** A registered room device's own channel, kept while the room is empty (it carries `checkin`). */
  device?: string;
}

/** Either a guest's or room's token, or a registered room device's credentials (the in-room login's fields). */
export type RealtimeSessionRequest =
  | { token: string }
  | { hotelId: number; roomNumber: string; mac: string; sign: string };

/** result 0; 3 when the token is unknown or revoked (as checkAuth); 1 for a device that is not registered. */
export interface RealtimeSessionResponse {
  result: number;
  channels?: ChannelNames;
  /** Channel name -> base64 of its 32-byte AES-256-GCM key. */
  keys?: Record<string, string>;
  /** Channel name -> where it stands now: a first poll from there misses nothing published after the session. */
  positions?: Record<string, QueueCursor>;
}

/** One message as the queue delivers it (push-stream's JSON template); `time` is an HTTP date, `tag` counts within it. */
export interface QueueMessage {
  id: number;
  channel: string;
  tag: number;
  time: string;
  text: SealedBody;
}

/** The body of a publish and the `text` of a delivered message. */
export interface SealedBody {
  c: string;
}

/** The cursor a subscriber keeps: the last message received. Both empty: wait for the next message. */
export interface QueueCursor {
  time: string;
  tag: number;
}

/** Who published a command, so a reply can find its way and a device can ignore its own echo. */
export interface CommandSender {
  device: 'phone' | 'tablet' | 'tv' | 'server';
  room?: string;
  tvId?: string;
  /** A random id per running app, to recognise one's own publishes. */
  instance?: string;
}

/** What `c` opens to (part 2 §3 Message: cmd, data, ch, cat). */
export interface ChannelCommand<C extends string = string, D = unknown> {
  cmd: C;
  data?: D;
  ch?: PublishTarget;
  cat?: string;
  from?: CommandSender;
  /** Milliseconds since the epoch when it was sealed; stale commands may be ignored by their handler. */
  sentAt?: number;
}

/** Part 2 §4 incoming commands, and the data each carries. */
export interface IncomingCommandData {
  im: { recipientId: string; messageId: number };
  imRead: { recipientId: string; lastMessageId: number };
  reauth: Record<string, never>;
  checkin: { room?: string };
  checkout: { room?: string };
  content_update: Record<string, never>;
  goTo: { page: string };
  parental_lock_disable: Record<string, never>;
  pin_reset: Record<string, never>;
  wol: { tvIndex: string; mac: string };
  orderUpdateData: { orderId?: string; status?: string };
  set_channel: { tvId: string; channelId: string };
  set_channels: TvStateData;
  esign: { documentId: string };
  power_switch: { tvIndex: string; power: boolean };
  sleep_timer_data: { tvId: string; minutes: number; endsAt?: number };
  /** The front desk asks with no data; each device answers on the hotel's channel with its report. */
  discover: Partial<DeviceStateReport>;
  getstate: Partial<DeviceStateReport>;
  /** Ours (beyond part 2 §4's list): the hotel sent a marketing notification; fetch `marketing` now. */
  marketing: { id?: number };
}

/** What a device tells the front desk about itself (the answer to `discover` and `getstate`). */
export interface DeviceStateReport {
  mode: 'phone' | 'tablet' | 'tv';
  appVersion: string;
  room?: string;
  tvId?: string;
  page?: string;
  language?: string;
  loggedIn?: boolean;
  mac?: string;
  ip?: string;
}

/** A TV's state as it answers `get_channels` (the remote reads channel, volume, mute and power from it). */
export interface TvStateData {
  tvId: string;
  channelId: string;
  vol: number;
  mute: boolean;
  power: boolean;
}

/** Part 2 §7 commands over the room queue, to the room's TVs (`roomT`). */
export interface RoomTvCommandData {
  get_channels: { tvId: string };
  power: { tvId: string; power?: boolean };
  channel: { tvId: string; channelId?: string; vol?: number; mute?: boolean };
  get_sleep_timer: { tvId: string };
  sleep_timer: { tvId: string; minutes: number };
}

export type IncomingCommandName = keyof IncomingCommandData;
export type RoomTvCommandName = keyof RoomTvCommandData;
export type CommandName = IncomingCommandName | RoomTvCommandName;
export type CommandData = IncomingCommandData & RoomTvCommandData;

export const INCOMING_COMMANDS = [
  'im', 'imRead', 'reauth', 'checkin', 'checkout', 'content_update', 'goTo', 'parental_lock_disable', 'pin_reset',
  'wol', 'orderUpdateData', 'set_channel', 'set_channels', 'esign', 'power_switch', 'sleep_timer_data', 'discover',
  'getstate', 'marketing',
] as const satisfies readonly IncomingCommandName[];

export const ROOM_TV_COMMANDS = ['get_channels', 'power', 'channel', 'get_sleep_timer', 'sleep_timer'] as const satisfies readonly RoomTvCommandName[];

export const isCommandName = (value: unknown): value is CommandName =>
  typeof value === 'string' &&
  ((INCOMING_COMMANDS as readonly string[]).includes(value) || (ROOM_TV_COMMANDS as readonly string[]).includes(value));

/** `POST {api}/getTask` (form: token, cmd): a command kept for a device that polls instead of holding a channel. */
export interface GetTaskResponse {
  result: number;
  payload?: { cmd: string; data?: unknown } | null;
}

/** `POST {api}/taskAnswer` (form: token, and the answer's fields). */
export interface TaskAnswerResponse {
  result: number;
}
