import { describe, expect, it } from 'vitest';
import type { EpgProgramme } from '../api/content';
import { guideWindow, nowAndNext, progressOf } from './guide';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 24, 20, 0);
const show = (title: string, startH: number, stopH: number): EpgProgramme => ({
  title,
  start: new Date(NOW + startH * HOUR).toISOString(),
  startTimestamp: NOW + startH * HOUR,
  stopTimestamp: NOW + stopH * HOUR,
});

describe('the TV guide window (part 2 §5: stop time between now and 24 h ahead)', () => {
  const programmes = [
    show('ended an hour ago', -3, -1),
    show('ends right now', -1, 0),
    show('running', -0.5, 0.5),
    show('tomorrow evening, ends exactly 24 h ahead', 23, 24),
    show('ends a minute past 24 h', 23.5, 24 + 1 / 60),
    show('later tonight', 1, 2),
  ];

  it('keeps programmes that stop after now and no later than 24 h ahead, in start order', () => {
    expect(guideWindow(programmes, NOW).map((p) => p.title)).toEqual([
      'running',
      'later tonight',
      'tomorrow evening, ends exactly 24 h ahead',
    ]);
  });

  it('is empty for a channel without a guide', () => {
    expect(guideWindow(undefined, NOW)).toEqual([]);
  });

  it('moves with the clock', () => {
    expect(guideWindow(programmes, NOW + 1.5 * HOUR).map((p) => p.title)).toEqual([
      'later tonight',
      'tomorrow evening, ends exactly 24 h ahead',
      'ends a minute past 24 h',
    ]);
  });
});

describe('now and next', () => {
  it('names the running programme and the one after it', () => {
    const { now, next } = nowAndNext([show('later', 1, 2), show('running', -0.5, 0.5)], NOW);
    expect([now?.title, next?.title]).toEqual(['running', 'later']);
  });

  it('has only a next programme in a gap', () => {
    const { now, next } = nowAndNext([show('later', 1, 2)], NOW);
    expect(now).toBeUndefined();
    expect(next?.title).toBe('later');
  });

  it('measures progress through the slot', () => {
    expect(progressOf(show('running', -0.5, 0.5), NOW)).toBe(0.5);
    expect(progressOf(show('later', 1, 2), NOW)).toBe(0);
  });
});
