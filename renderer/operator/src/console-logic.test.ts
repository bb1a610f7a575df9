import { describe, expect, it } from 'vitest';
import type { Order } from '@common/api/commerce';
import { ageText, boardOf, demoResetText, marketingBodyOf, nextMoves, parseCommandData, totalUnread, tvText, unreadByRecipient, type MarketingDraft } from './console-logic';

const message = (id: number, categoryId: string, fromGuest: boolean, wasRead: boolean) => ({ id, categoryId, text: `m${id}`, time: '2026-11-24T10:00:00.000Z', fromGuest, wasRead, guestId: 1 });

describe('unread marks', () => {
  it('counts only guest messages the hotel has not read, per recipient', () => {
    const messages = [message(1, 'reception', true, true), message(2, 'reception', true, false), message(3, 'reception', false, false), message(4, 'spa', true, false), message(5, 'spa', true, false)];
    expect(unreadByRecipient(messages)).toEqual({ reception: 1, spa: 2 });
    expect(totalUnread(messages)).toBe(3);
    expect(totalUnread([message(6, 'reception', false, false)])).toBe(0);
  });
});

describe('order board', () => {
  const order = (id: string, status: Order['status'], createdAt: string) => ({ id, status, createdAt }) as Order;

  it('puts each order in its status column, oldest first', () => {
    const board = boardOf([order('3', '0', '2026-11-24T10:03:00Z'), order('1', '0', '2026-11-24T10:01:00Z'), order('2', '1', '2026-11-24T10:02:00Z'), order('4', '3', '2026-11-24T10:04:00Z')]);
    expect(board['0'].map((o) => o.id)).toEqual(['1', '3']);
    expect(board['1'].map((o) => o.id)).toEqual(['2']);
    expect(board['2']).toEqual([]);
    expect(board['3'].map((o) => o.id)).toEqual(['4']);
  });

  it('offers the moves of part 2: placed to in process, completed or canceled; in process to completed or canceled; none after', () => {
    expect(nextMoves('0').map((m) => m.status)).toEqual(['1', '2', '3']);
    expect(nextMoves('1').map((m) => m.status)).toEqual(['2', '3']);
    expect(nextMoves('2')).toEqual([]);
    expect(nextMoves('3')).toEqual([]);
  });
});

describe('ageText', () => {
  it('says how long ago a status report came', () => {
    expect(ageText(0)).toBe('just now');
    expect(ageText(42)).toBe('42 s ago');
    expect(ageText(300)).toBe('5 min ago');
    expect(ageText(3 * 3600 + 5)).toBe('3 h ago');
    expect(ageText(2 * 86400)).toBe('2 d ago');
  });
});

describe('parseCommandData', () => {
  it('takes nothing or a JSON object, and says what is wrong otherwise', () => {
    expect(parseCommandData('  ')).toEqual({ ok: true, data: undefined });
    expect(parseCommandData('{"url": "/orders"}')).toEqual({ ok: true, data: { url: '/orders' } });
    expect(parseCommandData('{url}')).toEqual({ ok: false, reason: 'The data is not valid JSON' });
    expect(parseCommandData('[1]')).toMatchObject({ ok: false });
    expect(parseCommandData('null')).toMatchObject({ ok: false });
  });
});

describe('marketingBodyOf', () => {
  const draft: MarketingDraft = { type: 'alert', devices: ['mobile', 'tv'], durationSeconds: '8', link: ' /page/12 ', blocks: [{ lang: 'EN', title: ' Spa ', text: 'Half price today' }, { lang: 'de', title: 'Spa', text: 'Heute halber Preis' }] };

  it('builds the operator body: duration in milliseconds, languages as keys, trimmed texts', () => {
    expect(marketingBodyOf(draft)).toEqual({
      ok: true,
      body: { type: 'alert', devices: ['mobile', 'tv'], duration: 8000, link: '/page/12', blocks: { en: { title: 'Spa', text: 'Half price today' }, de: { title: 'Spa', text: 'Heute halber Preis' } } },
    });
    expect(marketingBodyOf({ ...draft, link: '', durationSeconds: '0' })).toMatchObject({ ok: true, body: { duration: 0 } });
    expect(marketingBodyOf({ ...draft, link: '' })).not.toHaveProperty('body.link');
  });

  it('refuses what the server would refuse', () => {
    expect(marketingBodyOf({ ...draft, devices: [] })).toEqual({ ok: false, reason: 'Choose at least one kind of device' });
    expect(marketingBodyOf({ ...draft, durationSeconds: '601' })).toMatchObject({ ok: false });
    expect(marketingBodyOf({ ...draft, durationSeconds: '1.5' })).toMatchObject({ ok: false });
    expect(marketingBodyOf({ ...draft, blocks: [] })).toEqual({ ok: false, reason: 'Write the notification in at least one language' });
    expect(marketingBodyOf({ ...draft, blocks: [{ lang: 'english', title: 'a', text: 'b' }] })).toMatchObject({ ok: false });
    expect(marketingBodyOf({ ...draft, blocks: [{ lang: 'en', title: 'a', text: 'b' }, { lang: 'en', title: 'c', text: 'd' }] })).toEqual({ ok: false, reason: 'The language en is there twice' });
    expect(marketingBodyOf({ ...draft, blocks: [{ lang: 'en', title: ' ', text: 'b' }] })).toEqual({ ok: false, reason: 'The en block needs a title and a text' });
  });
});

describe('room TV line', () => {
  const now = Date.parse('2026-11-24T22:00:00Z');
  const tv = { tvId: '0', channelId: '3', vol: 40, mute: false, power: true, radio: null, sleepMinutes: 0, sleepEndsAt: null, source: 'device' as const, updatedAt: now };

  it('names the channel, the volume and who told it', () => {
    expect(tvText(tv, now)).toBe('TV 0: channel 3 · volume 40 · told by its TV-mode screen');
  });

  it('shows standby, mute and the minutes left of a running sleep timer', () => {
    expect(tvText({ ...tv, power: false, mute: true, source: 'simulator', sleepMinutes: 30, sleepEndsAt: now + 29 * 60_000 + 1 }, now)).toBe(
      'TV 0: standby · volume 40, muted · sleep in 30 min · simulated',
    );
  });

  it('says when nothing was heard from a TV', () => {
    expect(tvText({ tvId: '1', source: 'none' }, now)).toBe('TV 1: not heard from yet');
  });
});

describe('demo reset summary', () => {
  it('counts the ended stays and names the rooms the demo guests are back in', () => {
    expect(demoResetText({ checkedOut: [{ room: '101', guestId: 1 }], checkedIn: [{ room: '101', guestId: 2 }] })).toBe('The demo is reset: 1 stay ended; the demo’s guests are back in room 101.');
    expect(demoResetText({ checkedOut: [], checkedIn: [] })).toBe('The demo is reset: 0 stays ended; the demo has no guests to check in.');
  });
});
