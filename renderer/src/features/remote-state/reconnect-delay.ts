import { WS_RECONNECT_MAX_MS, WS_RECONNECT_MIN_MS } from '@common/spec';

/** Part 2 §4: 1 s, 2 s, 4 s … capped at 30 s; `attempt` counts failed connections since the last open. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(WS_RECONNECT_MAX_MS, WS_RECONNECT_MIN_MS * 2 ** Math.max(0, Math.min(attempt, 30)));
