import { INCOMING_COMMANDS, ROOM_TV_COMMANDS } from '@common/api/realtime';
import { ORDER_STATUS, type OrderStatus } from '@common/spec/codes';
import type { DemoResetOutcome, MarketingBody, Order, RoomMessages, RoomTv } from './operator-api';

/** Guest messages the hotel has not read yet, per recipient of the hotel. */
export function unreadByRecipient(messages: RoomMessages['messages']): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const message of messages) {
    if (message.fromGuest && !message.wasRead) counts[message.categoryId] = (counts[message.categoryId] ?? 0) + 1;
  }
  return counts;
}

export const totalUnread = (messages: RoomMessages['messages']): number =>
  Object.values(unreadByRecipient(messages)).reduce((sum, count) => sum + count, 0);

export const BOARD_COLUMNS: readonly { status: OrderStatus; title: string }[] = [
  { status: ORDER_STATUS.placed, title: 'Placed' },
  { status: ORDER_STATUS.in_process, title: 'In process' },
  { status: ORDER_STATUS.completed, title: 'Completed' },
  { status: ORDER_STATUS.canceled, title: 'Canceled' },
];

/** Where the kitchen can move an order on from its status (part 2 §4); completed and canceled are final. */
export function nextMoves(status: OrderStatus): { status: OrderStatus; label: string }[] {
  if (status === ORDER_STATUS.placed) return [{ status: ORDER_STATUS.in_process, label: 'Start' }, { status: ORDER_STATUS.completed, label: 'Complete' }, { status: ORDER_STATUS.canceled, label: 'Cancel' }];
  if (status === ORDER_STATUS.in_process) return [{ status: ORDER_STATUS.completed, label: 'Complete' }, { status: ORDER_STATUS.canceled, label: 'Cancel' }];
  return [];
}

/** Orders per column of the board, oldest first so the kitchen works from the top. */
export function boardOf(orders: readonly Order[]): Record<OrderStatus, Order[]> {
  const board = { [ORDER_STATUS.placed]: [], [ORDER_STATUS.in_process]: [], [ORDER_STATUS.completed]: [], [ORDER_STATUS.canceled]: [], [ORDER_STATUS.not_placed]: [] } as Record<OrderStatus, Order[]>;
  for (const order of orders) board[order.status]?.push(order);
  for (const column of Object.values(board)) column.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return board;
}

/** "just now", "42 s ago", "5 min ago", "3 h ago", "2 d ago". */
export function ageText(seconds: number): string {
  if (seconds < 5) return 'just now';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  if (seconds < 86400) return `${Math.floor(seconds / 3600)} h ago`;
  return `${Math.floor(seconds / 86400)} d ago`;
}

/** One room TV in a line: power, channel, volume, sleep timer, and who told it. */
export function tvText(tv: RoomTv, now: number): string {
  if (tv.source === 'none') return `TV ${tv.tvId}: not heard from yet`;
  const parts = [tv.power ? `channel ${tv.channelId}` : 'standby'];
  if (tv.power && tv.radio) parts.push(`radio ${tv.radio}`);
  parts.push(tv.mute ? `volume ${tv.vol}, muted` : `volume ${tv.vol}`);
  if (tv.sleepEndsAt !== null && tv.sleepEndsAt > now) parts.push(`sleep in ${Math.ceil((tv.sleepEndsAt - now) / 60_000)} min`);
  parts.push(tv.source === 'device' ? 'told by its TV-mode screen' : 'simulated');
  return `TV ${tv.tvId}: ${parts.join(' · ')}`;
}

export const COMMAND_NAMES: readonly string[] = [...INCOMING_COMMANDS, ...ROOM_TV_COMMANDS];

/** The command's data as the operator typed it: empty for none, else a JSON object. */
export function parseCommandData(text: string): { ok: true; data: Record<string, unknown> | undefined } | { ok: false; reason: string } {
  if (text.trim() === '') return { ok: true, data: undefined };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'The data is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'The data must be a JSON object, like {"url": "/orders"}' };
  return { ok: true, data: value as Record<string, unknown> };
}

export interface MarketingDraft {
  type: MarketingBody['type'];
  devices: MarketingBody['devices'];
  durationSeconds: string;
  link: string;
  blocks: { lang: string; title: string; text: string }[];
}

export const MARKETING_DURATION_MAX_SECONDS = 600;

/** The composer's draft as the operator API takes it, or what is missing. */
export function marketingBodyOf(draft: MarketingDraft): { ok: true; body: MarketingBody } | { ok: false; reason: string } {
  if (draft.devices.length === 0) return { ok: false, reason: 'Choose at least one kind of device' };
  const seconds = Number(draft.durationSeconds);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > MARKETING_DURATION_MAX_SECONDS) {
    return { ok: false, reason: `The duration is whole seconds from 0 (stays open) to ${MARKETING_DURATION_MAX_SECONDS}` };
  }
  const blocks: MarketingBody['blocks'] = {};
  for (const block of draft.blocks) {
    const lang = block.lang.trim().toLowerCase();
    if (!/^[a-z]{2}(-[a-z]{2,4})?$/.test(lang)) return { ok: false, reason: `"${block.lang}" is not a language code like en or zh-hans` };
    if (blocks[lang]) return { ok: false, reason: `The language ${lang} is there twice` };
    if (!block.title.trim() || !block.text.trim()) return { ok: false, reason: `The ${lang} block needs a title and a text` };
    blocks[lang] = { title: block.title.trim(), text: block.text.trim() };
  }
  if (Object.keys(blocks).length === 0) return { ok: false, reason: 'Write the notification in at least one language' };
  const link = draft.link.trim();
  return { ok: true, body: { type: draft.type, devices: draft.devices, duration: seconds * 1000, ...(link ? { link } : {}), blocks } };
}

/** "The demo is reset: 2 stays ended; the demo’s guests are back in rooms 101, 102." */
export function demoResetText({ checkedOut, checkedIn }: DemoResetOutcome): string {
  const ended = checkedOut.length === 1 ? '1 stay ended' : `${checkedOut.length} stays ended`;
  const back = checkedIn.length === 0 ? 'the demo has no guests to check in' : `the demo’s guests are back in ${checkedIn.length === 1 ? 'room' : 'rooms'} ${checkedIn.map((g) => g.room).join(', ')}`;
  return `The demo is reset: ${ended}; ${back}.`;
}
