import type { KioskBridge } from '../../../common/bridge';
import type { PlatformApi } from './types';

/** The only module that touches `window.kiosk`. */
function bridge(): KioskBridge | undefined {
  return (window as Window & { kiosk?: KioskBridge }).kiosk;
}

export const hasKioskBridge = (): boolean => bridge() !== undefined;

export function createKioskPlatform(kiosk: KioskBridge = bridge() as KioskBridge): PlatformApi {
  return {
    kind: 'kiosk',
    getIdentity: () => kiosk.invoke('device:get-identity'),
    getRegistration: () => kiosk.invoke('registration:get'),
    saveRegistration: (registration) => kiosk.invoke('registration:save', registration),
    clearRegistration: async () => {
      await kiosk.invoke('registration:clear');
    },
    getDeviceMode: async () => (await kiosk.invoke('kiosk:get-info')).deviceMode,
  };
}
