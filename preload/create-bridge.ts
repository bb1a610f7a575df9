import type {
  EventChannel,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
  KioskBridge,
  KioskEventMap,
} from '../common/bridge/contract';
import { EVENT_CHANNELS, INVOKE_CHANNELS } from '../common/bridge/contract';

type Relay = (event: unknown, ...args: unknown[]) => void;

/** The part of ipcRenderer the bridge needs; tests and the Playwright harness pass their own. */
export interface IpcLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: Relay): unknown;
  removeListener(channel: string, listener: Relay): unknown;
}

export interface BridgeChannels {
  invoke: readonly string[];
  events: readonly string[];
}

export const BRIDGE_CHANNELS: BridgeChannels = { invoke: INVOKE_CHANNELS, events: EVENT_CHANNELS };

/**
 * Builds `window.kiosk`. The body references nothing from module scope: the Playwright harness ships
 * this function's source into the page, so tests exercise the very code the preload runs.
 * Listeners never see the IPC event object, and nothing of `ipc` itself is reachable from the result.
 */
export function createBridge(ipc: IpcLike, channels: BridgeChannels): KioskBridge {
  const invokeChannels = new Set(channels.invoke);
  const eventChannels = new Set(channels.events);
  const bridge: KioskBridge = {
    invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeResult<C>> {
      if (!invokeChannels.has(channel)) {
        return Promise.reject(new Error(`Unknown kiosk channel: ${String(channel).slice(0, 64)}`));
      }
      return ipc.invoke(channel, ...args) as Promise<InvokeResult<C>>;
    },
    on<E extends EventChannel>(event: E, listener: (...args: KioskEventMap[E]) => void): () => void {
      if (!eventChannels.has(event)) throw new Error(`Unknown kiosk event: ${String(event).slice(0, 64)}`);
      if (typeof listener !== 'function') throw new TypeError('A kiosk event listener must be a function');
      const relay: Relay = (_event, ...args) => listener(...(args as KioskEventMap[E]));
      ipc.on(event, relay);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        ipc.removeListener(event, relay);
      };
    },
  };
  return Object.freeze(bridge);
}
