import type { KioskBridge } from '@common/bridge';
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
    setKioskLocked: (locked) => kiosk.invoke('kiosk:set-locked', locked),
    reportStatus: async (context) => {
      await kiosk.invoke('status:update', context);
    },
    getBattery: () => kiosk.invoke('battery:get'),
    onBattery: (listener) => kiosk.on('battery:changed', listener),
    onSystemIdle: (listener) => kiosk.on('idle:changed', listener),
    sendPowerCommand: (tvIndexes) => kiosk.invoke('power:command', tvIndexes),
    rememberTvMac: async (tvIndex, mac) => {
      await kiosk.invoke('wol:remember', tvIndex, mac);
    },
    setDisplayPower: async (on) => {
      await kiosk.invoke('display:set-power', on);
    },
    getRemoteStateEndpoint: () => kiosk.invoke('remote-state:get-endpoint'),
    getArea: () => kiosk.invoke('area:get'),
    setArea: (area) => kiosk.invoke('area:set', area),
  };
}
