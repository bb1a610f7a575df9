import type { QueueCursor, QueueMessage, SealedBody } from '../../common/api/realtime';

/** Bounds of the embedded queue; tests and benchmarks shorten or widen them. */
export interface QueueLimits {
  /** How long a poll is held before it answers 304. */
  holdMs: number;
  /** Messages a channel keeps for subscribers that reconnect, and for how long. */
  keepMessages: number;
  keepMs: number;
  /** Held polls of one client (address) on one channel; a newer one releases the oldest. */
  heldPerClient: number;
  /** Held polls overall; beyond this a poll is refused with 503. */
  heldTotal: number;
}

export const DEFAULT_QUEUE_LIMITS: QueueLimits = {
  holdMs: 25_000,
  keepMessages: 100,
  keepMs: 10 * 60_000,
  heldPerClient: 8,
  heldTotal: 10_000,
};

/** A timeout names where the channel stands, so the next poll misses nothing published in between. */
export type PollOutcome = { kind: 'messages'; messages: QueueMessage[] } | { kind: 'timeout'; position: QueueCursor } | { kind: 'busy' };

interface Held {
  client: string;
  after: QueueCursor | null;
  settle: (outcome: PollOutcome) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Channel {
  messages: (QueueMessage & { second: number; at: number })[];
  held: Set<Held>;
  lastSeenAt: number;
}

/** `time` of the push-stream protocol: an HTTP date, one-second resolution. */
export const httpDate = (second: number): string => new Date(second * 1000).toUTCString();

/** A cursor from the query (`time`, `tag`); both empty means "wait for the next message"; junk is null. */
export function parseCursor(time: unknown, tag: unknown): QueueCursor | null | 'invalid' {
  const noTime = time === undefined || time === '';
  const noTag = tag === undefined || tag === '';
  if (noTime && noTag) return null;
  if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) return 'invalid';
  const count = noTag ? 0 : Number(tag);
  if (!Number.isInteger(count) || count < 0 || count > 1_000_000) return 'invalid';
  return { time, tag: count };
}

const secondOf = (cursor: QueueCursor): number => Math.floor(Date.parse(cursor.time) / 1000);

const isAfter = (message: { second: number; tag: number }, cursor: QueueCursor | null): boolean => {
  if (!cursor) return false;
  const second = secondOf(cursor);
  return message.second > second || (message.second === second && message.tag > cursor.tag);
};

const strip = ({ id, channel, tag, time, text }: QueueMessage): QueueMessage => ({ id, channel, tag, time, text });

/**
 * The queue the demo embeds: the nginx push-stream module's long polling. A subscriber names the last message it
 * received (`time`, `tag`) and gets everything after it at once, or holds until the next publish. Messages stay a
 * while, so a reconnect neither loses nor repeats one.
 */
export function embeddedQueue(limits: QueueLimits = DEFAULT_QUEUE_LIMITS, now: () => number = Date.now) {
  const channels = new Map<string, Channel>();
  let nextId = 1;
  let heldCount = 0;

  const channelOf = (name: string): Channel => {
    let channel = channels.get(name);
    if (!channel) {
      channel = { messages: [], held: new Set(), lastSeenAt: 0 };
      channels.set(name, channel);
    }
    return channel;
  };

  const expire = (channel: Channel) => {
    const oldest = now() - limits.keepMs;
    while (channel.messages.length > 0 && (channel.messages.length > limits.keepMessages || (channel.messages[0]?.at ?? 0) < oldest)) {
      channel.messages.shift();
    }
  };

  /** The last kept message, or (for an empty channel) the second before this one: nothing is after it yet. */
  const positionOf = (channel: Channel): QueueCursor => {
    const last = channel.messages.at(-1);
    return last ? { time: last.time, tag: last.tag } : { time: httpDate(Math.floor(now() / 1000) - 1), tag: 0 };
  };
  const timeout = (channel: Channel): PollOutcome => ({ kind: 'timeout', position: positionOf(channel) });

  const release = (channel: Channel, held: Held, outcome: PollOutcome) => {
    if (!channel.held.delete(held)) return;
    heldCount--;
    clearTimeout(held.timer);
    channel.lastSeenAt = now();
    held.settle(outcome);
  };

  return {
    publish(name: string, text: SealedBody): QueueMessage {
      const channel = channelOf(name);
      expire(channel);
      const at = now();
      const second = Math.floor(at / 1000);
      const last = channel.messages.at(-1);
      const tag = last && last.second === second ? last.tag + 1 : 0;
      const message = { id: nextId++, channel: name, tag, time: httpDate(second), text, second, at };
      channel.messages.push(message);
      for (const held of [...channel.held]) {
        const pending = held.after === null ? [message] : channel.messages.filter((m) => isAfter(m, held.after));
        release(channel, held, { kind: 'messages', messages: pending.map(strip) });
      }
      return strip(message);
    },

    /** Resolves with the messages after the cursor, or on timeout. `cancel` ends it early (the client went away). */
    subscribe(name: string, after: QueueCursor | null, client: string): { outcome: Promise<PollOutcome>; cancel: () => void } {
      const channel = channelOf(name);
      expire(channel);
      channel.lastSeenAt = now();
      const waiting = channel.messages.filter((m) => isAfter(m, after));
      if (waiting.length > 0) return { outcome: Promise.resolve({ kind: 'messages', messages: waiting.map(strip) }), cancel: () => {} };
      const mine = [...channel.held].filter((held) => held.client === client);
      if (mine.length >= limits.heldPerClient && mine[0]) release(channel, mine[0], timeout(channel));
      if (heldCount >= limits.heldTotal) return { outcome: Promise.resolve({ kind: 'busy' }), cancel: () => {} };
      let held!: Held;
      const outcome = new Promise<PollOutcome>((settle) => {
        held = { client, after, settle, timer: setTimeout(() => release(channel, held, timeout(channel)), limits.holdMs) };
      });
      channel.held.add(held);
      heldCount++;
      return { outcome, cancel: () => release(channel, held, timeout(channel)) };
    },

    /** Where the channel stands now: a first poll from here misses nothing published after this moment. */
    position(name: string): QueueCursor {
      const channel = channels.get(name);
      if (channel) expire(channel);
      return channel ? positionOf(channel) : { time: httpDate(Math.floor(now() / 1000) - 1), tag: 0 };
    },

    /** What a poll with this cursor would get at once (null: everything kept), without holding. */
    peek(name: string, after: QueueCursor | null): QueueMessage[] {
      const channel = channels.get(name);
      if (!channel) return [];
      expire(channel);
      return channel.messages.filter((m) => after === null || isAfter(m, after)).map(strip);
    },

    /** A subscriber holds a poll on the channel now, or held one within `withinMs`. */
    isListening(name: string, withinMs: number): boolean {
      const channel = channels.get(name);
      if (!channel) return false;
      return channel.held.size > 0 || now() - channel.lastSeenAt <= withinMs;
    },

    heldPolls: () => heldCount,

    /** Forgets channels nobody listens to and whose messages have all expired. */
    sweep(): void {
      for (const [name, channel] of channels) {
        expire(channel);
        if (channel.held.size === 0 && channel.messages.length === 0 && now() - channel.lastSeenAt > limits.keepMs) channels.delete(name);
      }
    },

    close(): void {
      for (const channel of channels.values()) for (const held of [...channel.held]) release(channel, held, timeout(channel));
      channels.clear();
    },
  };
}

export type EmbeddedQueue = ReturnType<typeof embeddedQueue>;
