import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketingNotification } from '@common/api';
import { blockFor, fillUsername, isForDevice, toShow } from './marketing-rules';
import { closeNotification, enqueue, notificationShown, resetMarketing, useMarketingStore } from './marketing-store';

const note = (id: number, extra: Partial<MarketingNotification> = {}): MarketingNotification => ({
  id, type: 'alert', devices: ['web', 'mobile'], duration: 4000, create: 1_000 + id,
  blocks: { en: { title: `T${id}`, text: 'Hello {username}' }, ru: { title: `Т${id}`, text: 'Привет, {username}' } }, ...extra,
});
const visibleId = () => useMarketingStore.getState().visible?.id ?? null;
/** What the card does once it is drawn. */
const drawn = () => notificationShown(visibleId()!);

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetMarketing();
});
afterEach(() => vi.useRealTimers());

describe('marketing rules', () => {
  it('shows a notification to the devices it names: a phone is web and mobile', () => {
    expect(isForDevice(note(1, { devices: ['mobile'] }), 'phone')).toBe(true);
    expect(isForDevice(note(1, { devices: ['web'] }), 'phone')).toBe(true);
    expect(isForDevice(note(1, { devices: ['tablet'] }), 'phone')).toBe(false);
    expect(isForDevice(note(1, { devices: ['tv'] }), 'tv')).toBe(true);
  });

  it("reads the guest's language, English otherwise, and fills {username}", () => {
    expect(blockFor(note(1), 'ru')?.title).toBe('Т1');
    expect(blockFor(note(1), 'de')?.title).toBe('T1');
    expect(blockFor(note(1, { blocks: { ar: { title: 'ع', text: '' } } }), 'de')?.title).toBe('ع');
    expect(fillUsername('Dear {username}, {username}!', 'Anna')).toBe('Dear Anna, Anna!');
  });

  it('keeps what is unseen and for this device, oldest first', () => {
    expect(toShow([note(3), note(1), note(2, { devices: ['tv'] })], 'phone', new Set([3])).map((n) => n.id)).toEqual([1]);
  });
});

describe('the marketing queue', () => {
  it('shows one at a time, each closing after its duration', () => {
    enqueue([note(1, { duration: 4000 }), note(2, { duration: 2000 })], 'phone');
    expect(visibleId()).toBe(1);
    drawn();
    vi.advanceTimersByTime(3999);
    expect(visibleId()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(visibleId()).toBe(2);
    drawn();
    vi.advanceTimersByTime(2000);
    expect(visibleId()).toBeNull();
  });

  it('counts the duration from when the card is drawn, not from when its code started loading', () => {
    enqueue([note(1, { duration: 2000 })], 'phone');
    vi.advanceTimersByTime(700);
    drawn();
    vi.advanceTimersByTime(1999);
    expect(visibleId()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(visibleId()).toBeNull();
  });

  it('a duration of 0 stays until closed', () => {
    enqueue([note(1, { duration: 0 }), note(2)], 'phone');
    vi.advanceTimersByTime(600_000);
    expect(visibleId()).toBe(1);
    closeNotification(1);
    expect(visibleId()).toBe(2);
  });

  it('never shows a notification twice, even when fetched again or after a reload', () => {
    enqueue([note(1, { duration: 1000 })], 'phone');
    drawn();
    vi.advanceTimersByTime(1000);
    enqueue([note(1, { duration: 1000 })], 'phone');
    expect(visibleId()).toBeNull();
    resetMarketing();
    enqueue([note(1), note(5)], 'phone');
    expect(visibleId()).toBe(5);
  });

  it('waits while the app is in the background', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    enqueue([note(1)], 'phone');
    expect(visibleId()).toBeNull();
    visibility.mockReturnValue('visible');
    enqueue([], 'phone');
    expect(visibleId()).toBe(1);
  });
});
