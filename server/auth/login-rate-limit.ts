/** Generous enough for a guest who mistypes, tight enough to stop guessing booking numbers and PINs. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 30;
export const LOGIN_WINDOW_MS = 5 * 60_000;

export type LoginRateLimit = ReturnType<typeof loginRateLimit>;

/** Sliding window of attempts per device and hotel, kept in memory: a restart forgives everyone. */
export function loginRateLimit(limit = LOGIN_ATTEMPTS_PER_WINDOW, windowMs = LOGIN_WINDOW_MS, now: () => number = Date.now) {
  const attempts = new Map<string, number[]>();
  return {
    /** Records one attempt; false when the device already used up its window. */
    allow(hotelId: number, device: string): boolean {
      const key = `${hotelId}\u0000${device}`;
      const since = now() - windowMs;
      const recent = (attempts.get(key) ?? []).filter((at) => at > since);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(now());
      attempts.set(key, recent);
      if (attempts.size > 10_000) for (const [k, list] of attempts) if (list.every((at) => at <= since)) attempts.delete(k);
      return true;
    },
  };
}
