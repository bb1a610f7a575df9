import type { TvChannel } from '../api/content';

/** Part 2 §3: a channel's `category` is a comma list; categories keep the order in which they first appear. */
export function categoriesOf(channel: Pick<TvChannel, 'category'>): string[] {
  return channel.category
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

export function channelCategories(channels: readonly TvChannel[]): string[] {
  return [...new Set(channels.flatMap(categoriesOf))];
}

export const inCategory = (channels: readonly TvChannel[], category: string): TvChannel[] =>
  channels.filter((c) => categoriesOf(c).includes(category));

/** Channels in the order of their `index`, the number a guest types on the remote. */
export const byNumber = (channels: readonly TvChannel[]): TvChannel[] => [...channels].sort((a, b) => a.index - b.index);

export const channelOfNumber = (channels: readonly TvChannel[], number: number): TvChannel | undefined =>
  channels.find((c) => c.index === number);

/** Channel up (+1) and down (-1) walk the numbers and wrap around at either end. */
export function neighbourChannel(channels: readonly TvChannel[], currentId: number | undefined, step: 1 | -1): TvChannel | undefined {
  const ordered = byNumber(channels);
  if (ordered.length === 0) return undefined;
  const at = ordered.findIndex((c) => c.id === currentId);
  if (at < 0) return ordered[0];
  return ordered[(at + step + ordered.length) % ordered.length];
}

/** Issue 15: a channel whose categories include `adult` (in any letter case) is for grown-ups. */
export const isAdultChannel = (channel: Pick<TvChannel, 'category'>): boolean => categoriesOf(channel).some((c) => c.toLowerCase() === 'adult');

/**
 * The parental lock's rule for TV channels: while the device's lock is on, adult channels are neither listed nor
 * playable (list, number entry, channel up and down, the room queue's `channel` command); with the lock off, all are.
 */
export const watchableChannels = <C extends Pick<TvChannel, 'category'>>(channels: readonly C[], parentalLockOn: boolean): C[] =>
  parentalLockOn ? channels.filter((channel) => !isAdultChannel(channel)) : [...channels];
