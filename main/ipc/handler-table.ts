import type {
  BatteryState,
  DeviceIdentity,
  InvokeArgs,
  InvokeChannel,
  InvokeResult,
  KioskArea,
  KioskInfo,
  RemoteStateEndpoint,
  StatusContext,
} from '../../common/bridge/contract';
import { isInvokeChannel } from '../../common/bridge/contract';
import { invokeArgSchemas } from '../../common/bridge/schemas';
import type { RegistrationStore } from '../settings/registration-store';

/** The plain services the bridge is served from; Electron and the Playwright harness build the same ones. */
export interface KioskServices {
  identity: { get(): Promise<DeviceIdentity> };
  info: { get(): KioskInfo };
  registration: RegistrationStore;
  kiosk: { setLocked(locked: boolean): boolean };
  status: { update(context: StatusContext): Promise<null> };
  battery: { get(): Promise<BatteryState> };
  power: {
    command(tvIndexes: string[]): string[];
    rememberTv(tvIndex: string, mac: string): null;
    setDisplay(on: boolean): Promise<null>;
  };
  remoteState: { endpoint(): RemoteStateEndpoint | null };
  area: { get(): KioskArea; set(area: KioskArea): KioskArea };
}

/** One handler per invoke channel: a channel of the contract without a handler fails the typecheck. */
export type HandlerTable = {
  [C in InvokeChannel]: (...args: InvokeArgs<C>) => InvokeResult<C> | Promise<InvokeResult<C>>;
};

export function createHandlerTable(services: KioskServices): HandlerTable {
  return {
    'device:get-identity': () => services.identity.get(),
    'kiosk:get-info': () => services.info.get(),
    'registration:get': () => services.registration.get(),
    'registration:save': (registration) => services.registration.save(registration),
    'registration:clear': () => services.registration.clear(),
    'kiosk:set-locked': (locked) => services.kiosk.setLocked(locked),
    'status:update': (context) => services.status.update(context),
    'battery:get': () => services.battery.get(),
    'power:command': (tvIndexes) => services.power.command(tvIndexes),
    'wol:remember': (tvIndex, mac) => services.power.rememberTv(tvIndex, mac),
    'display:set-power': (on) => services.power.setDisplay(on),
    'remote-state:get-endpoint': () => services.remoteState.endpoint(),
    'area:get': () => services.area.get(),
    'area:set': (area) => services.area.set(area),
  };
}

export class KioskBridgeError extends Error {
  override name = 'KioskBridgeError';
}

/**
 * Runs one call from the renderer: unknown channels and arguments that fail the channel's schema are
 * rejected before any handler sees them.
 */
export async function dispatchInvoke(table: HandlerTable, channel: unknown, rawArgs: unknown): Promise<unknown> {
  if (!isInvokeChannel(channel)) {
    throw new KioskBridgeError(`Unknown kiosk channel: ${String(channel).slice(0, 64)}`);
  }
  const parsed = invokeArgSchemas[channel].safeParse(Array.isArray(rawArgs) ? rawArgs : [rawArgs]);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(args)'}: ${i.message}`).join('; ');
    throw new KioskBridgeError(`Invalid arguments for ${channel}: ${detail}`);
  }
  const handler = table[channel] as (...args: unknown[]) => unknown;
  return handler(...(parsed.data as unknown[]));
}
