import { describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNELS, INVOKE_CHANNELS } from '../common/bridge/contract';
import { BRIDGE_CHANNELS, createBridge, type IpcLike } from './create-bridge';

type Relay = (event: unknown, ...args: unknown[]) => void;

function fakeIpc() {
  const listeners = new Map<string, Set<Relay>>();
  const ipc = {
    invoke: vi.fn(async (channel: string, ...args: unknown[]) => ({ channel, args })),
    on: vi.fn((channel: string, listener: Relay) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    }),
    removeListener: vi.fn((channel: string, listener: Relay) => listeners.get(channel)?.delete(listener)),
    emit: (channel: string, ...args: unknown[]) =>
      listeners.get(channel)?.forEach((l) => l({ sender: 'ipc-internals', ports: [] }, ...args)),
    count: (channel: string) => listeners.get(channel)?.size ?? 0,
  } satisfies IpcLike & Record<string, unknown>;
  return ipc;
}

describe('createBridge', () => {
  it('serves exactly the channels of the contract', () => {
    expect(BRIDGE_CHANNELS).toEqual({ invoke: INVOKE_CHANNELS, events: EVENT_CHANNELS });
  });

  it('forwards every contract channel with its arguments to ipc.invoke', async () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, BRIDGE_CHANNELS);
    await expect(bridge.invoke('device:get-identity')).resolves.toEqual({ channel: 'device:get-identity', args: [] });
    for (const channel of INVOKE_CHANNELS) await (bridge.invoke as (c: string) => Promise<unknown>)(channel);
    expect(ipc.invoke).toHaveBeenCalledTimes(INVOKE_CHANNELS.length + 1);
  });

  it('rejects channels outside the contract without touching ipc', async () => {
    const ipc = fakeIpc();
    const invoke = createBridge(ipc, BRIDGE_CHANNELS).invoke as (c: string) => Promise<unknown>;
    await expect(invoke('app:quit')).rejects.toThrow(/Unknown kiosk channel: app:quit/);
    await expect(invoke('__proto__')).rejects.toThrow(/Unknown kiosk channel/);
    expect(ipc.invoke).not.toHaveBeenCalled();
  });

  it('relays events to listeners without the ipc event object, and unsubscribes', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, BRIDGE_CHANNELS);
    const listener = vi.fn();
    const off = bridge.on('idle:changed', listener);
    ipc.emit('idle:changed', 1500);
    expect(listener).toHaveBeenCalledWith(1500);
    expect(listener.mock.calls[0]).toHaveLength(1);
    off();
    off();
    ipc.emit('idle:changed', 3000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(ipc.removeListener).toHaveBeenCalledTimes(1);
    expect(ipc.count('idle:changed')).toBe(0);
  });

  it('refuses to subscribe to events outside the contract or with a non-function', () => {
    const ipc = fakeIpc();
    const on = createBridge(ipc, BRIDGE_CHANNELS).on as (e: string, l: unknown) => () => void;
    expect(() => on('ipc:raw', () => undefined)).toThrow(/Unknown kiosk event/);
    expect(() => on('idle:changed', 'not a function')).toThrow(TypeError);
    expect(ipc.on).not.toHaveBeenCalled();
  });

  it('exposes only invoke and on, frozen, with no path back to ipc', () => {
    const ipc = fakeIpc();
    const bridge = createBridge(ipc, BRIDGE_CHANNELS);
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
    const reachable = [bridge, bridge.invoke, bridge.on, Object.getPrototypeOf(bridge)];
    for (const value of reachable) {
      for (const key of Object.getOwnPropertyNames(value)) {
        expect((value as Record<string, unknown>)[key]).not.toBe(ipc);
      }
    }
  });

  it('has a self-contained body so the test harness can ship its source into a page', () => {
    const rebuilt = new Function(`return (${createBridge.toString()})`)() as typeof createBridge;
    const bridge = rebuilt(fakeIpc(), BRIDGE_CHANNELS);
    expect(typeof bridge.invoke).toBe('function');
  });
});
