import { describe, expect, it } from 'vitest';
import type { TvChannel } from '../api/content';
import { channelCategories, channelOfNumber, inCategory, neighbourChannel, watchableChannels } from './channels';

const channel = (id: number, index: number, category: string): TvChannel => ({ id, index, category, name: `C${id}`, language: 'en', src: '' });
const channels = [channel(4, 3, 'movies, entertainment'), channel(1, 1, 'news'), channel(9, 2, 'news,sport')];

describe('channels', () => {
  it('reads categories from the comma list, in order of first appearance', () => {
    expect(channelCategories(channels)).toEqual(['movies', 'entertainment', 'news', 'sport']);
    expect(inCategory(channels, 'news').map((c) => c.id)).toEqual([1, 9]);
  });

  it('walks channel numbers up and down and wraps', () => {
    expect(neighbourChannel(channels, 1, 1)?.id).toBe(9);
    expect(neighbourChannel(channels, 4, 1)?.id).toBe(1);
    expect(neighbourChannel(channels, 1, -1)?.id).toBe(4);
    expect(neighbourChannel(channels, undefined, 1)?.id).toBe(1);
    expect(neighbourChannel([], 1, 1)).toBeUndefined();
  });

  it('finds a channel by the number typed', () => {
    expect(channelOfNumber(channels, 2)?.id).toBe(9);
    expect(channelOfNumber(channels, 7)).toBeUndefined();
  });

  it('hides adult channels while the parental lock is on, and only then', () => {
    const list = [channel(1, 1, 'news'), channel(8, 8, 'movies, Adult'), channel(9, 9, 'adult'), channel(3, 3, 'adultery-drama')];
    expect(watchableChannels(list, true).map((c) => c.id)).toEqual([1, 3]);
    expect(watchableChannels(list, false).map((c) => c.id)).toEqual([1, 8, 9, 3]);
    // Channel up from the last channel before the adult ones wraps past them; number 8 is not there to type.
    const locked = watchableChannels(list, true);
    expect(neighbourChannel(locked, 3, 1)?.id).toBe(1);
    expect(channelOfNumber(locked, 8)).toBeUndefined();
  });
});
