/**
 * Counts events per key over a sliding window, in memory (a restart forgives everyone). Keys that have gone
 * quiet are dropped once the map grows, so made-up keys cannot grow it without bound.
 */
export function slidingWindow(limit: number, windowMs: number, now: () => number = () => Date.now()) {
  const events = new Map<string, number[]>();
  const recent = (key: string): number[] => {
    const since = now() - windowMs;
    const list = (events.get(key) ?? []).filter((at) => at > since);
    if (list.length > 0) events.set(key, list);
    else events.delete(key);
    return list;
  };
  return {
    /** True while the key has used up its window. */
    full: (key: string): boolean => recent(key).length >= limit,
    /** Records one event. */
    hit(key: string): void {
      events.set(key, [...recent(key), now()]);
      if (events.size > 10_000) for (const k of [...events.keys()]) recent(k);
    },
    /** Records one event if the window has room for it; false (and nothing recorded) otherwise. */
    take(key: string): boolean {
      if (recent(key).length >= limit) return false;
      events.set(key, [...(events.get(key) ?? []), now()]);
      if (events.size > 10_000) for (const k of [...events.keys()]) recent(k);
      return true;
    },
  };
}

export type SlidingWindow = ReturnType<typeof slidingWindow>;
