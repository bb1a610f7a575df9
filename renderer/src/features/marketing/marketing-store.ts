import { create } from 'zustand';
import type { MarketingNotification } from '@common/api';
import { registerSessionReset } from '@renderer/lib/reset-session';
import { readJson, writeJson } from '@renderer/lib/storage';
import type { DeviceMode } from '@renderer/platform';
import { toShow } from './marketing-rules';

const SEEN_KEY = 'stay.marketing.seen';
/** Enough to remember a week of a busy hotel's notifications; the oldest ids are forgotten first. */
export const SEEN_KEPT = 200;

interface MarketingState {
  queue: MarketingNotification[];
  visible: MarketingNotification | null;
}

export const useMarketingStore = create<MarketingState>()(() => ({ queue: [], visible: null }));

let closeTimer: ReturnType<typeof setTimeout> | undefined;

const readSeen = (): number[] => {
  const seen = readJson<unknown>(SEEN_KEY);
  return Array.isArray(seen) ? seen.filter((id): id is number => Number.isInteger(id)) : [];
};

function markSeen(id: number): void {
  writeJson(SEEN_KEY, [...readSeen().filter((known) => known !== id), id].slice(-SEEN_KEPT));
}

const inForeground = (): boolean => typeof document === 'undefined' || document.visibilityState === 'visible';

/** Part 2 §4: one at a time, the next only when none is visible and the app is in the foreground. */
export function showNext(): void {
  const { queue, visible } = useMarketingStore.getState();
  if (visible || queue.length === 0 || !inForeground()) return;
  const [next, ...rest] = queue as [MarketingNotification, ...MarketingNotification[]];
  markSeen(next.id);
  clearTimeout(closeTimer);
  useMarketingStore.setState({ queue: rest, visible: next });
}

/** The card is on screen: its duration counts from now, not from the queue (the card's code may still have been loading). */
export function notificationShown(id: number): void {
  const { visible } = useMarketingStore.getState();
  if (visible?.id !== id) return;
  clearTimeout(closeTimer);
  if (visible.duration > 0) closeTimer = setTimeout(() => closeNotification(id), visible.duration);
}

export function closeNotification(id: number): void {
  if (useMarketingStore.getState().visible?.id !== id) return;
  clearTimeout(closeTimer);
  useMarketingStore.setState({ visible: null });
  showNext();
}

/** Adds what this device has not seen and is not already waiting, then shows the next. */
export function enqueue(list: readonly MarketingNotification[], mode: DeviceMode): void {
  const { queue, visible } = useMarketingStore.getState();
  const known = new Set([...readSeen(), ...queue.map((n) => n.id), ...(visible ? [visible.id] : [])]);
  const fresh = toShow(list, mode, known);
  if (fresh.length > 0) useMarketingStore.setState({ queue: [...queue, ...fresh] });
  showNext();
}

export function resetMarketing(): void {
  clearTimeout(closeTimer);
  useMarketingStore.setState({ queue: [], visible: null });
}

// A shared tablet shows the next guest nothing addressed to the last one.
registerSessionReset(resetMarketing);
