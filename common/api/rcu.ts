/*
 * Part 2 §3, §4, §7: the room control unit (rcu). Items of an `rcu` page are pages of type `rcuItem`; each names
 * its kind (`itemType`) and the device it drives (`params`). The rcu host answers `state.php` and `push.php`.
 */

export const rcuPaths = {
  /** `GET {rcu}/state.php?type=&room=&params=&token=`: the device's state as JSON (5 s). */
  state: '/state.php',
  /** `GET {rcu}/push.php?type=&room=&state=&params=&token=`: 'OK' when the controller took the change (2 s). */
  push: '/push.php',
} as const;

/** The reply of a push the controller took. */
export const RCU_PUSH_OK = 'OK';

export const RCU_ITEM_BASE_TYPES = ['dimmer', 'sound', 'fcu', 'fcutemponly', 'language', 'im', 'tvRemote'] as const;
export type RcuBaseType = (typeof RCU_ITEM_BASE_TYPES)[number];
/** Part 2 §3: the item types and their Mini variants (a compact tile of the same device). */
export type RcuItemType = RcuBaseType | `${RcuBaseType}Mini`;
/** Items that only link elsewhere: nothing to read, and a push of theirs triggers no re-read. */
export const RCU_LINK_TYPES: readonly RcuBaseType[] = ['im', 'tvRemote'];
/** Types with a device behind them on the controller. */
export type RcuDeviceType = Exclude<RcuBaseType, 'im' | 'tvRemote'>;
export const RCU_DEVICE_TYPES: readonly RcuDeviceType[] = ['dimmer', 'sound', 'fcu', 'fcutemponly', 'language'];

/** `params` of an item: `device` names the device in the room; a dimmer of kind `curtain` drives curtains. */
export interface RcuItemParams {
  device?: string;
  kind?: 'light' | 'curtain';
  [key: string]: string | number | boolean | undefined;
}

/**
 * Part 2 §3 remote state. `state` is the level of a light (0-100), the position of curtains (0 closed - 100 open),
 * the volume of a speaker (0 off) or the power of a climate unit (0/1). `control` is 1 while the guest may
 * control the device and 0 while a window is open. Ours beyond the spec: the measured `roomTemperature` (°C,
 * one decimal) of a climate device and the `language` of the room panel.
 */
export interface RcuRemoteState {
  state: number;
  mode: number;
  temperature: number;
  fan: number;
  control: number;
  roomTemperature?: number;
  language?: string;
}

/** A change sent with push.php as `state`: only the fields that change. */
export type RcuStateChange = Partial<Pick<RcuRemoteState, 'state' | 'mode' | 'temperature' | 'fan' | 'language'>>;

/** `mode` of a climate unit (fcu). */
export const FCU_MODE = { auto: 0, cool: 1, heat: 2, fan: 3 } as const;
/** `fan` of a climate unit. */
export const FCU_FAN = { auto: 0, low: 1, medium: 2, high: 3 } as const;
/** `mode` of curtains: where they are going. A push of `{mode: 0}` stops them. */
export const CURTAIN_MOTION = { stopped: 0, opening: 1, closing: 2 } as const;

/** Not in the spec: the setpoints the demo's controllers accept, in whole °C. */
export const FCU_SETPOINT_C = { min: 16, max: 30 } as const;

/** `rcu` of the structure file: the page of the room control, and where its state is kept current. */
export interface RcuSettings {
  pageId: number;
  /** 'everywhere': the page's Mini items show on every screen and the state is polled there too. */
  visibility?: 'page' | 'everywhere';
}

/** Operator API: a room's controller as the front desk sees it. */
export interface RoomControllerView {
  room: string;
  driver: 'simulator' | 'modbus';
  reachable: boolean;
  window: { open: boolean } | null;
  faults: { unreachable: boolean; delayMs: number } | null;
  devices: RoomDeviceView[];
}

export interface RoomDeviceView {
  id: string;
  type: RcuDeviceType;
  kind?: 'light' | 'curtain';
  title: string;
  state: Partial<RcuRemoteState> | null;
}
