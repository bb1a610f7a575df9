import type { DeviceIdentity, RoomRegistration, StatusContext, BatteryState } from '../../common/bridge/contract';
import type { NetworkData, TabletStatusBody } from '../../common/api/device-status';
import { TABLET_REPORT_NAME } from '../../common/spec/limits';

export interface StatusReportInput {
  deviceId: string;
  registration: RoomRegistration;
  identity: DeviceIdentity;
  appVersion: string;
  platform: string;
  context: StatusContext;
  battery: BatteryState;
  network: NetworkData;
  now: Date;
}

const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');

/** ISO 8601 in the device's own zone (`2025-10-31T23:05:00+03:00`): the backend sees the room's clock. */
export function localIsoTime(date: Date): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** Part 2 §3 tablet status report, plus the room it speaks for. */
export function buildStatusReport(input: StatusReportInput): TabletStatusBody {
  const { registration, identity, context, battery } = input;
  return {
    id: input.deviceId,
    mac: identity.mac,
    name: TABLET_REPORT_NAME,
    appVersion: input.appVersion,
    language: context.language ?? '',
    page: context.page ?? '/',
    batteryLevel: battery.level,
    plugged: battery.plugged,
    localTime: localIsoTime(input.now),
    deviceInfo: {
      manufacturer: identity.manufacturer,
      model: identity.model,
      os: identity.os,
      hostname: identity.hostname,
      platform: input.platform,
    },
    networkData: input.network,
    status: context.active === false ? 'standby' : 'active',
    hotelId: registration.hotelId,
    roomNumber: registration.roomNumber,
    tvIndex: registration.tvIndex,
    sign: registration.sign,
  };
}
