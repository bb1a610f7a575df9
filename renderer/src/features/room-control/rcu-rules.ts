import type { RcuBaseType, RcuItemType, RcuRemoteState } from '@common/api';
import { RCU_NETWORK_ERROR_ALERT_EVERY, RCU_POLL_DEFAULT_MS, RCU_POLL_ERROR_STEP, RCU_POLL_MAX_MS } from '@common/spec';

/** Part 2 §7: reads send the item's type with Mini removed (a Mini tile drives the same device). */
export const baseTypeOf = (itemType: RcuItemType): RcuBaseType => itemType.replace(/Mini$/, '') as RcuBaseType;
export const isMiniType = (itemType: RcuItemType): boolean => itemType.endsWith('Mini');

/** Part 2 §9: rcuIntervalUpdateTimeout × (floor(network errors / 20) + 1), capped at 60000 ms. */
export function pollIntervalMs(networkErrors: number, baseMs: number = RCU_POLL_DEFAULT_MS): number {
  return Math.min(baseMs * (Math.floor(networkErrors / RCU_POLL_ERROR_STEP) + 1), RCU_POLL_MAX_MS);
}

export interface AlertContext {
  /** The connection is Wi-Fi (Network Information API). */
  wifi: boolean;
  /** An in-room device (tablet or TV): the alert is only logged. */
  inRoom: boolean;
  /** The rcu page is open, or the rcu visibility is 'everywhere'. */
  shown: boolean;
}

export type NetworkErrorAction = 'none' | 'log' | 'alert';

/** Part 2 §4: after every 30 rcu network errors on a connection that is not Wi-Fi: in-room logged, else alerted where shown. */
export function networkErrorAction(networkErrors: number, context: AlertContext): NetworkErrorAction {
  if (networkErrors === 0 || networkErrors % RCU_NETWORK_ERROR_ALERT_EVERY !== 0 || context.wifi) return 'none';
  if (context.inRoom) return 'log';
  return context.shown ? 'alert' : 'none';
}

const toInt = (value: unknown): number => {
  const parsed = Number.parseInt(String(value), 10);
  return Number.isFinite(parsed) ? parsed : 0;
};

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Part 2 §4: missing state is 0; mode, temperature, state and fan are integers; with a temperature present,
 * control is 0 or 1.
 */
export function normalizeRemoteState(raw: unknown): RcuRemoteState {
  const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const hasTemperature = present(source.temperature);
  const state: RcuRemoteState = {
    state: toInt(source.state),
    mode: toInt(source.mode),
    temperature: toInt(source.temperature),
    fan: toInt(source.fan),
    control: hasTemperature ? (source.control === true || toInt(source.control) > 0 ? 1 : 0) : toInt(source.control),
  };
  const room = Number(source.roomTemperature);
  if (present(source.roomTemperature) && Number.isFinite(room)) state.roomTemperature = Math.round(room * 10) / 10;
  if (typeof source.language === 'string' && source.language) state.language = source.language;
  return state;
}

/**
 * Part 2 §4: server values are ignored for serverRcuValueIgnoreTime after a local change. A read that set out
 * before the change carries the old value, so it is ignored too.
 */
export function ignoresServerValue(changedAt: number | undefined, readStartedAt: number, now: number, ignoreMs: number): boolean {
  if (changedAt === undefined) return false;
  return now - changedAt < ignoreMs || readStartedAt < changedAt;
}
