/** Part 2 §3 stat: counters per page id, under the Unix time (seconds) of the hour they were counted in. */
export type StatCounters = Record<string, Record<string, number>>;

const HOUR_MS = 3_600_000;

export const hourKey = (nowMs: number): string => String(Math.floor(nowMs / HOUR_MS) * 3600);

export function countView(counters: StatCounters, pageId: string, nowMs: number): StatCounters {
  const hour = hourKey(nowMs);
  const pages = counters[hour] ?? {};
  return { ...counters, [hour]: { ...pages, [pageId]: (pages[pageId] ?? 0) + 1 } };
}

/** What remains after `sent` reached the server: views counted while it was on its way stay. */
export function withoutSent(counters: StatCounters, sent: StatCounters): StatCounters {
  const left: StatCounters = {};
  for (const [hour, pages] of Object.entries(counters)) {
    for (const [pageId, count] of Object.entries(pages)) {
      const rest = count - (sent[hour]?.[pageId] ?? 0);
      if (rest > 0) left[hour] = { ...left[hour], [pageId]: rest };
    }
  }
  return left;
}

/** `/page/{id}` counts as a view of page `id`. */
export const pageIdOf = (pathname: string): string | null => /^\/page\/(\d{1,9})\/?$/.exec(pathname)?.[1] ?? null;
