/*
 * Part 2 §3 and §7 messages: `POST {api}/jsonapi/im` (form: token, cmd read or send, extras) and
 * `POST {api}/jsonapi/imRead` (token, the id of the newest message read). A conversation is the guest's with one
 * recipient of the hotel; `categoryId` names the recipient.
 */

export const messagePaths = { im: '/jsonapi/im', imRead: '/jsonapi/imRead' } as const;

/** Not in the spec: the longest message a guest or the front desk may send, the same in the app and the backend. */
export const MESSAGE_TEXT_MAX_CHARS = 2_000;

export interface ImMessage {
  id: number;
  /** The recipient of the hotel the conversation is with. */
  categoryId: string;
  text: string;
  /** ISO time. */
  time: string;
  /** true: the guest wrote it; false: the hotel did. */
  fromGuest: boolean;
  /** A hotel message the guest has read, or a guest message the hotel has read. */
  wasRead: boolean;
}

/** `cmd=read`: the conversation with `categoryId` (messages after `lastId`), or only the counts without it. */
export interface ImReadRequest {
  token: string;
  cmd: 'read';
  categoryId?: string;
  lastId?: number;
}

/** `cmd=send`: `clientId` is chosen once per message, so a retry after a lost answer sends it once. */
export interface ImSendRequest {
  token: string;
  cmd: 'send';
  categoryId: string;
  text: string;
  clientId: string;
}

/** result 0; 3 for a token that is no longer valid; 1 for bad input (with `error`). */
export interface ImResponse {
  result: number;
  messageList?: ImMessage[];
  /** Unread hotel messages per recipient. */
  unreadMessagesCountByRecipient?: Record<string, number>;
  /** The newest message of the guest's conversations. */
  lastMessageId?: number;
  message?: ImMessage;
  error?: string;
}

export interface ImReadMarkRequest {
  token: string;
  /** Every hotel message of its conversation up to this one counts as read. */
  id: number;
}

/** The operator's view of a conversation (both directions, with read state). */
export interface OperatorMessage extends ImMessage {
  guestId: number;
}
