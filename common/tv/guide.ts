import type { EpgProgramme } from '../api/content';
import { TV_GUIDE_WINDOW_MS } from '../spec/limits';

/** Part 2 §5: the programmes whose stop time lies after now and at most 24 h ahead, in start order. */
export function guideWindow(programmes: readonly EpgProgramme[] | undefined, now: number, windowMs = TV_GUIDE_WINDOW_MS): EpgProgramme[] {
  return (programmes ?? [])
    .filter((p) => p.stopTimestamp > now && p.stopTimestamp <= now + windowMs)
    .sort((a, b) => a.startTimestamp - b.startTimestamp);
}

/** What is on now and what follows, for the TV's info banner. */
export function nowAndNext(programmes: readonly EpgProgramme[] | undefined, now: number): { now?: EpgProgramme; next?: EpgProgramme } {
  const upcoming = guideWindow(programmes, now, Number.POSITIVE_INFINITY);
  const current = upcoming[0] && upcoming[0].startTimestamp <= now ? upcoming[0] : undefined;
  return { now: current, next: current ? upcoming[1] : upcoming[0] };
}

/** How far through its slot a programme is, 0..1. */
export function progressOf(programme: EpgProgramme, now: number): number {
  const length = programme.stopTimestamp - programme.startTimestamp;
  if (length <= 0) return 1;
  return Math.min(1, Math.max(0, (now - programme.startTimestamp) / length));
}
