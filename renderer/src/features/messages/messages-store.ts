import { create } from 'zustand';
import type { ImMessage, ImResponse } from '@common/api';
import { logout, useAuthStore, useGuestStore } from '@renderer/features/auth';
import { markMessagesRead, readMessages, sendMessage } from '@renderer/lib/api/messages-calls';
import { log } from '@renderer/lib/log';
import { registerSessionReset } from '@renderer/lib/reset-session';

/** `im` answer 3: the token is no longer valid (the guest checked out). */
const INVALID_TOKEN = 3;

export interface PendingMessage {
  clientId: string;
  recipientId: string;
  text: string;
  state: 'sending' | 'failed';
  time: string;
}

export type ConversationStatus = 'loading' | 'ready' | 'failed';

interface MessagesState {
  conversations: Record<string, ImMessage[]>;
  status: Record<string, ConversationStatus>;
  pending: PendingMessage[];
  /** The conversation on screen: what arrives there counts as read. */
  open: string | null;
  reset: () => void;
}

const initial = { conversations: {}, status: {}, pending: [], open: null };

export const useMessagesStore = create<MessagesState>()((set) => ({ ...initial, reset: () => set(initial) }));

registerSessionReset(() => useMessagesStore.getState().reset());

const newClientId = (): string => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

const merge = (known: ImMessage[], incoming: ImMessage[]): ImMessage[] => {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

// Answers can arrive out of order (a slow count refresh after a quicker mark-read): the counters follow the answer
// to the most recently sent request, never an older one.
let sentRequests = 0;
let countsFromRequest = 0;
const nextRequest = (): number => ++sentRequests;

/** Keeps the guest record's counters (part 2 §3) as the server last told them. */
async function applyAnswer(answer: ImResponse, token: string, request: number): Promise<boolean> {
  if (answer.result === INVALID_TOKEN) {
    if (useAuthStore.getState().token === token) await logout();
    return false;
  }
  if (answer.result !== 0) return false;
  if (answer.unreadMessagesCountByRecipient && request > countsFromRequest) {
    countsFromRequest = request;
    useGuestStore.getState().setGuest({ unreadMessagesCountByRecipient: answer.unreadMessagesCountByRecipient, lastMessageId: answer.lastMessageId });
  }
  return true;
}

const currentToken = (): string | null => useAuthStore.getState().token;

/** The newest hotel message the guest has not read yet, in a conversation on screen, is marked read. */
async function markOpenRead(recipientId: string, token: string): Promise<void> {
  if (useMessagesStore.getState().open !== recipientId) return;
  const unread = (useMessagesStore.getState().conversations[recipientId] ?? []).filter((m) => !m.fromGuest && !m.wasRead);
  const newest = unread.at(-1);
  if (!newest) return;
  try {
    const request = nextRequest();
    if (!(await applyAnswer(await markMessagesRead(token, newest.id), token, request))) return;
    useMessagesStore.setState((state) => ({
      conversations: {
        ...state.conversations,
        [recipientId]: (state.conversations[recipientId] ?? []).map((m) => (!m.fromGuest && m.id <= newest.id ? { ...m, wasRead: true } : m)),
      },
    }));
  } catch (error) {
    log('warn', 'messages: marking read failed', error);
  }
}

/** Loads what is new in a conversation (everything the first time), then marks it read if it is on screen. */
export async function loadConversation(recipientId: string): Promise<void> {
  const token = currentToken();
  if (!token) return;
  const known = useMessagesStore.getState().conversations[recipientId];
  if (!known) useMessagesStore.setState((state) => ({ status: { ...state.status, [recipientId]: 'loading' } }));
  try {
    const request = nextRequest();
    const answer = await readMessages(token, recipientId, known?.at(-1)?.id);
    if (currentToken() !== token || !(await applyAnswer(answer, token, request))) {
      if (!known) useMessagesStore.setState((state) => ({ status: { ...state.status, [recipientId]: 'failed' } }));
      return;
    }
    useMessagesStore.setState((state) => ({
      conversations: { ...state.conversations, [recipientId]: merge(state.conversations[recipientId] ?? [], answer.messageList ?? []) },
      status: { ...state.status, [recipientId]: 'ready' },
    }));
    await markOpenRead(recipientId, token);
  } catch (error) {
    log('warn', 'messages: conversation not loaded', error);
    if (!known) useMessagesStore.setState((state) => ({ status: { ...state.status, [recipientId]: 'failed' } }));
  }
}

/** The unread counts alone (the focus step, and `imRead` from another device of the guest). */
export async function refreshUnread(): Promise<void> {
  const token = currentToken();
  if (!token) return;
  try {
    const request = nextRequest();
    await applyAnswer(await readMessages(token), token, request);
  } catch (error) {
    log('warn', 'messages: unread counts not read', error);
  }
}

async function deliver(pending: PendingMessage): Promise<void> {
  const token = currentToken();
  const setState = (state: PendingMessage['state']) =>
    useMessagesStore.setState((s) => ({ pending: s.pending.map((p) => (p.clientId === pending.clientId ? { ...p, state } : p)) }));
  if (!token) return setState('failed');
  setState('sending');
  try {
    const request = nextRequest();
    const answer = await sendMessage({ token, categoryId: pending.recipientId, text: pending.text, clientId: pending.clientId });
    if (!(await applyAnswer(answer, token, request)) || !answer.message) return setState('failed');
    const sent = answer.message;
    useMessagesStore.setState((s) => ({
      pending: s.pending.filter((p) => p.clientId !== pending.clientId),
      conversations: { ...s.conversations, [pending.recipientId]: merge(s.conversations[pending.recipientId] ?? [], [sent]) },
    }));
  } catch (error) {
    log('warn', 'messages: not sent', error);
    setState('failed');
  }
}

/** Shows the message at once as sending; a failure keeps it, with its id, for a retry that sends it once. */
export function send(recipientId: string, text: string): Promise<void> {
  const pending: PendingMessage = { clientId: newClientId(), recipientId, text, state: 'sending', time: new Date().toISOString() };
  useMessagesStore.setState((s) => ({ pending: [...s.pending, pending] }));
  return deliver(pending);
}

export function retry(clientId: string): Promise<void> {
  const pending = useMessagesStore.getState().pending.find((p) => p.clientId === clientId);
  return pending ? deliver(pending) : Promise.resolve();
}

export const setOpenConversation = (recipientId: string | null): void => useMessagesStore.setState({ open: recipientId });

/** `im`: a conversation already on this device loads what is new; otherwise only the counts change. */
export function onIncomingMessage(recipientId: unknown): Promise<void> {
  const known = typeof recipientId === 'string' && useMessagesStore.getState().conversations[recipientId];
  return known ? loadConversation(recipientId as string) : refreshUnread();
}
