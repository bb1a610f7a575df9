import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { Epg, EpgProgramme } from '../../common/api/content';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const guideTemplateSchema = z.record(
  z.string().regex(/^\d+$/, 'keys are channel ids'),
  z.array(z.object({ title: z.string().min(1).max(200), minutes: z.number().int().min(5).max(720) })).min(1).max(48),
);

/** `resources/hotels/{hotel}/tv-guide.json`: per channel id, the day's programmes in order, each with its length. */
export type GuideTemplate = z.infer<typeof guideTemplateSchema>;

export function loadGuideTemplate(hotelDir: string): GuideTemplate {
  const file = join(hotelDir, 'tv-guide.json');
  if (!existsSync(file)) return {};
  const parsed = guideTemplateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return parsed.data;
}

function dayOf(slots: GuideTemplate[string], dayStart: number): EpgProgramme[] {
  const programmes: EpgProgramme[] = [];
  let start = dayStart;
  for (let at = 0; start < dayStart + DAY_MS; at++) {
    const slot = slots[at % slots.length];
    if (!slot) break;
    const stop = Math.min(dayStart + DAY_MS, start + slot.minutes * MINUTE_MS);
    programmes.push({ title: slot.title, start: new Date(start).toISOString(), startTimestamp: start, stopTimestamp: stop });
    start = stop;
  }
  return programmes;
}

/**
 * The demo's TV guide, made for the day it is asked on: each channel's day starts again at midnight UTC, from
 * yesterday to the end of tomorrow, so every time zone has a running programme and a full 24 h ahead.
 */
export function generateGuide(template: GuideTemplate, now: number): Epg {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const days = [today - DAY_MS, today, today + DAY_MS];
  return Object.fromEntries(
    Object.entries(template).map(([channelId, slots]) => [channelId, days.flatMap((day) => dayOf(slots, day))]),
  );
}
