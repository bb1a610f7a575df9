import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createKioskPlatform, hasKioskBridge } from './kiosk';
import type { PlatformApi } from './types';
import { webPlatform } from './web';

export type {
  BatteryState,
  DeviceMode,
  PlatformApi,
  DeviceIdentity,
  KioskArea,
  RemoteStateEndpoint,
  RoomRegistration,
  StatusContext,
} from './types';
/** The browser's answers; tests spread it under a fake platform so every capability has a fallback. */
export { webPlatform } from './web';

let current: PlatformApi | undefined;

export function getPlatform(): PlatformApi {
  current ??= hasKioskBridge() ? createKioskPlatform() : webPlatform;
  return current;
}

const PlatformContext = createContext<PlatformApi | null>(null);

export function PlatformProvider({ value, children }: { value: PlatformApi; children: ReactNode }) {
  return createElement(PlatformContext.Provider, { value }, children);
}

export const usePlatform = (): PlatformApi => useContext(PlatformContext) ?? getPlatform();
