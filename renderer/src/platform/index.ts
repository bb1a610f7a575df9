import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createKioskPlatform, hasKioskBridge } from './kiosk';
import type { PlatformApi } from './types';
import { webPlatform } from './web';

export type { DeviceMode, PlatformApi, DeviceIdentity, RoomRegistration } from './types';
export { isDeviceMode } from './device-mode';

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
