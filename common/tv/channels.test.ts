import { describe, expect, it } from 'vitest';
import type { TvChannel } from '../api/content';
import { channelCategories, channelOfNumber, inCategory, neighbourChannel } from './channels';

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
});
