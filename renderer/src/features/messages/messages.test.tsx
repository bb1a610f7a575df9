import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImMessage } from '@common/api';
import { loadFeatureTexts } from '@renderer/lib/i18n';
import { resetSession } from '@renderer/lib/reset-session';
import { stubBackend } from '@renderer/test/stub-backend';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { ConversationView } from './conversation-view';
import { MessageText } from './message-text';
import { messageTime } from './message-time';
import { onIncomingMessage, refreshUnread } from './messages-store';

const reception = { id: 'reception', title: 'Reception' };
const hotelSays = (id: number, text: string, wasRead = false): ImMessage => ({ id, categoryId: 'reception', text, time: '2026-11-23T09:05:00.000Z', fromGuest: false, wasRead });

beforeEach(async () => {
  await loadFeatureTexts();
  resetSession();
  useAuthStore.getState().setAuth({ authType: 'web', token: 'guest-token' });
});
afterEach(() => vi.unstubAllGlobals());

const show = () => render(<MemoryRouter><ConversationView recipient={reception} /></MemoryRouter>);

describe('a conversation', () => {
  it("shows the guest's and the hotel's bubbles, and marks the hotel's newest message read", async () => {
    const api = stubBackend({
      '/api/jsonapi/im': () => ({ result: 0, messageList: [{ ...hotelSays(1, 'Welcome!'), fromGuest: false }, hotelSays(2, 'Anything else?')], unreadMessagesCountByRecipient: { reception: 2 }, lastMessageId: 2 }),
      '/api/jsonapi/imRead': () => ({ result: 0, unreadMessagesCountByRecipient: {}, lastMessageId: 2 }),
    });
    show();
    expect(await screen.findByText('Anything else?')).toBeDefined();
    await waitFor(() => expect(api.called('/api/jsonapi/imRead')).toHaveLength(1));
    expect(api.called('/api/jsonapi/im')[0]?.body).toEqual({ token: 'guest-token', cmd: 'read', categoryId: 'reception' });
    expect(api.called('/api/jsonapi/imRead')[0]?.body).toEqual({ token: 'guest-token', id: '2' });
    expect(useGuestStore.getState().guest.unreadMessagesCountByRecipient).toEqual({});
  });

  it('keeps the counts of the newest request when an older, slower answer arrives after it', async () => {
    let answerStaleCounts: (value: unknown) => void = () => undefined;
    const api = stubBackend({
      '/api/jsonapi/im': (body) =>
        body.categoryId
          ? { result: 0, messageList: [hotelSays(2, 'Anything else?')], unreadMessagesCountByRecipient: { reception: 1 }, lastMessageId: 2 }
          : new Promise((resolve) => (answerStaleCounts = () => resolve({ result: 0, unreadMessagesCountByRecipient: { reception: 1 }, lastMessageId: 2 }))),
      '/api/jsonapi/imRead': () => ({ result: 0, unreadMessagesCountByRecipient: {}, lastMessageId: 2 }),
    });
    const staleRefresh = refreshUnread();
    show();
    expect(await screen.findByText('Anything else?')).toBeDefined();
    await waitFor(() => expect(useGuestStore.getState().guest.unreadMessagesCountByRecipient).toEqual({}));
    answerStaleCounts(undefined);
    await act(() => staleRefresh);
    expect(api.called('/api/jsonapi/im')).toHaveLength(2);
    expect(useGuestStore.getState().guest.unreadMessagesCountByRecipient).toEqual({});
  });

  it('sends a message with a client id, showing it as sending at once', async () => {
    let answer: (value: unknown) => void = () => {};
    const api = stubBackend({
      '/api/jsonapi/im': (body) =>
        body.cmd === 'send'
          ? new Promise((resolve) => (answer = resolve)).then(() => ({ result: 0, message: { id: 5, categoryId: 'reception', text: body.text, time: new Date().toISOString(), fromGuest: true, wasRead: false } }))
          : { result: 0, messageList: [] },
    });
    show();
    await screen.findByText('No messages yet. Write to us here, and our answer will appear here too.');
    fireEvent.change(screen.getByLabelText('Message to Reception'), { target: { value: '  Two towels, please  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending…')).toBeDefined();
    const sent = api.called('/api/jsonapi/im').find((call) => call.body.cmd === 'send');
    expect(sent?.body).toMatchObject({ token: 'guest-token', categoryId: 'reception', text: 'Two towels, please', clientId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) });
    await act(async () => answer(undefined));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getByText('Two towels, please')).toBeDefined();
  });

  it('keeps a failed message with a retry that sends the same client id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const sends: Record<string, string>[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      const body = Object.fromEntries(init.body as URLSearchParams);
      if (body.cmd !== 'send') return new Response(JSON.stringify({ result: 0, messageList: [] }));
      sends.push(body);
      if (fail) throw new TypeError('network dropped');
      const message = { id: 9, categoryId: 'reception', text: body.text, time: new Date().toISOString(), fromGuest: true, wasRead: false };
      return new Response(JSON.stringify({ result: 0, message }));
    }));
    show();
    fireEvent.change(await screen.findByLabelText('Message to Reception'), { target: { value: 'Late checkout?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent.')).toBeDefined();
    expect(screen.getByText('Late checkout?').closest('li')?.getAttribute('data-state')).toBe('failed');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('Not sent.')).toBeNull());
    expect(sends).toHaveLength(2);
    expect(sends[1]?.clientId).toBe(sends[0]?.clientId);
  });

  it('an im command loads what is new after the last message it has', async () => {
    const api = stubBackend({ '/api/jsonapi/im': (body) => ({ result: 0, messageList: body.lastId ? [hotelSays(4, 'New!')] : [hotelSays(3, 'Old', true)] }) });
    show();
    await screen.findByText('Old');
    await act(() => onIncomingMessage('reception'));
    expect(await screen.findByText('New!')).toBeDefined();
    expect(api.called('/api/jsonapi/im').at(-1)?.body).toMatchObject({ cmd: 'read', categoryId: 'reception', lastId: '3' });
  });
});

describe('message texts', () => {
  it('makes only web links into links, and never reads HTML', () => {
    render(<MessageText text={'See https://example.com/menu. Or <b>javascript:alert(1)</b>'} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://example.com/menu');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('b')).toBeNull();
  });

  it("writes times in the guest's language", () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(messageTime('2026-11-23T09:05:00Z', 'de', now)).toMatch(/\d{2}:05/);
    expect(messageTime('2026-11-23T09:05:00Z', 'en', now, '12')).toMatch(/M$/);
    expect(messageTime('2026-11-23T09:05:00Z', 'en', now, '24')).not.toMatch(/M$/);
    expect(messageTime('2026-11-20T09:05:00Z', 'en', now)).toContain('Nov');
    expect(messageTime('garbage', 'en', now)).toBe('');
  });
});
