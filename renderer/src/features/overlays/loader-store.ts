import { create } from 'zustand';
import { LOADER_MIN_DELAY_MS } from '@common/spec';

/**
 * Part 1 §7: polling, marketing, order list and analytics calls never show the loader. Conversations neither: they
 * refresh in the background whenever a message arrives, and show their own sending state; nor does the assistant's
 * phrasing, which shows its own status.
 */
const QUIET_PATHS = [/\/assistant\/phrase$/, /\/subv2\//, /\/queue\//, /\/pub\?id=/, /\/realtime\/session$/, /\/getTask$/, /\/jsonapi\/im(Read)?$/, /\/rcu\/state/, /marketing/i, /\/getOrders/i, /\/orders(\?|$)/, /\/orderList$/, /\/stat(\/|\?|$)/, /analytics/i, /\/errors$/, /content\.hash/];

export const showsLoader = (url: string): boolean => !QUIET_PATHS.some((pattern) => pattern.test(url));

interface LoaderState {
  active: number;
  visible: boolean;
}

export const useLoaderStore = create<LoaderState>()(() => ({ active: 0, visible: false }));

let shownAt = 0;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Counts a call; once shown, the loader stays at least 200 ms so it never flickers. */
export function trackRequest(url: string, now: () => number = Date.now): () => void {
  if (!showsLoader(url)) return () => {};
  clearTimeout(hideTimer);
  const { active, visible } = useLoaderStore.getState();
  if (!visible) shownAt = now();
  useLoaderStore.setState({ active: active + 1, visible: true });
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = useLoaderStore.getState().active - 1;
    useLoaderStore.setState({ active: left });
    if (left > 0) return;
    hideTimer = setTimeout(
      () => useLoaderStore.getState().active === 0 && useLoaderStore.setState({ visible: false }),
      Math.max(0, LOADER_MIN_DELAY_MS - (now() - shownAt)),
    );
  };
}
