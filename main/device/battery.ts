import * as si from 'systeminformation';
import type { BatteryState } from '../../common/bridge/contract';
import { DEFAULT_BATTERY_LEVEL } from '../../common/spec/limits';

type BatteryData = Pick<si.Systeminformation.BatteryData, 'hasBattery' | 'percent' | 'acConnected' | 'isCharging'>;

/** A room PC without a battery reports the spec's default 50 and plugged in. */
export function toBatteryState(data: BatteryData | null): BatteryState {
  if (!data || !data.hasBattery || !Number.isFinite(data.percent)) return { level: DEFAULT_BATTERY_LEVEL, plugged: true };
  return { level: Math.max(0, Math.min(100, Math.round(data.percent))), plugged: data.acConnected || data.isCharging };
}

export async function readBattery(read: () => Promise<BatteryData> = () => si.battery()): Promise<BatteryState> {
  return toBatteryState(await read().catch(() => null));
}
