import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEntries, clearLog } from '@renderer/lib/log';
import { dispatchCommand, registerCommand } from './command-dispatcher';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((off) => off());
  clearLog();
});

describe('the command dispatcher', () => {
  it('runs the one handler registered for a command with its data', async () => {
    const handler = vi.fn();
    cleanups.push(registerCommand('goTo', handler));
    expect(await dispatchCommand({ cmd: 'goTo', data: { page: '/orders' } })).toBe(true);
    expect(handler).toHaveBeenCalledWith({ page: '/orders' }, { cmd: 'goTo', data: { page: '/orders' } });
  });

  it('logs a command of the spec that no feature owns yet, and does not throw', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(await dispatchCommand({ cmd: 'esign', data: { documentId: '1' } })).toBe(false);
    expect(logEntries().at(-1)?.message).toBe('realtime: unhandled command esign');
  });

  it('drops what is not a command of the spec', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const junk of [null, 'checkout', { cmd: 'rm -rf' }, { data: {} }]) expect(await dispatchCommand(junk)).toBe(false);
  });

  it('keeps going after a handler throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    cleanups.push(registerCommand('checkout', () => { throw new Error('boom'); }));
    expect(await dispatchCommand({ cmd: 'checkout' })).toBe(false);
    expect(logEntries().at(-1)?.message).toBe('realtime: command checkout failed');
  });

  it('gives a handler an empty object when the command carries no data', async () => {
    const handler = vi.fn();
    cleanups.push(registerCommand('content_update', handler));
    await dispatchCommand({ cmd: 'content_update', data: 'garbage' });
    expect(handler.mock.calls[0]?.[0]).toEqual({});
  });

  it('removes only its own registration', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const offFirst = registerCommand('pin_reset', first);
    cleanups.push(registerCommand('pin_reset', second));
    offFirst();
    await dispatchCommand({ cmd: 'pin_reset' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });
});
