/**
 * Part 2 §3 "Tablet status report" and §7 wolByTvId. The spec leaves the status call's path and method open;
 * the kiosk sends `POST {apiUrl}/tabletStatus` as JSON (docs/backend-contract.md).
 */
export const deviceApiPaths = {
  tabletStatus: '/tabletStatus',
  wolByTvId: '/wolByTvId',
} as const;

interface DeviceInfo {
  manufacturer: string;
  model: string;
  os: string;
  hostname: string;
  platform: string;
}

export interface NetworkData {
  iface: string;
  ip: string;
  mac: string;
  /** wired, wireless or unknown */
  type: string;
  online: boolean;
}

/** The spec's fields, in its order. */
export interface TabletStatusReport {
  id: string;
  mac: string;
  name: 'hotpad';
  appVersion: string;
  language: string;
  page: string;
  batteryLevel: number;
  plugged: boolean;
  /** The device's local time, ISO 8601 with its UTC offset. */
  localTime: string;
  deviceInfo: DeviceInfo;
  networkData: NetworkData;
  status: 'standby' | 'active';
}

/** What goes over the wire: the report plus the room it speaks for, signed with the registration's sign. */
export interface TabletStatusBody extends TabletStatusReport {
  hotelId: number;
  roomNumber: string;
  tvIndex: string;
  sign: string;
}

export interface WolByTvIdBody {
  hotelId: number;
  roomNumber: string;
  tvId: string;
  /** The asking screen's MAC, with its registration's sign. */
  mac: string;
  sign: string;
  /** The TV's MAC as the screen remembers it, when it knows one. */
  tvMac?: string;
}

/** `GET /operator/{hotel}/status`, one entry per registered screen that has reported. */
export interface RoomStatusEntry {
  room: string;
  tvIndex: string;
  mac: string;
  report: TabletStatusReport;
  receivedAt: string;
  /** Seconds since the last report arrived. */
  agoSeconds: number;
  reportsReceived: number;
}
