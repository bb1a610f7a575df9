import { RCU_ERROR_ALERT_MS, RCU_POLL_DEFAULT_MS, RCU_SERVER_VALUE_IGNORE_MS } from '@common/spec';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { scheduler } from '@renderer/lib/scheduler';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useContentStore } from '@renderer/features/content';
import { useHotelStore } from '@renderer/features/hotel';
import { showToast } from '@renderer/features/overlays';
import { useDeviceStore } from '@renderer/features/room';
import { onWifi } from './connection';
import { pushRcuState, readRcuState } from './rcu-calls';
import { createRcuEngine, type RcuTarget } from './rcu-engine';

/** The room the calls are for: the registered room of an in-room device, the logged-in guest's room on a phone. */
export function currentTarget(): RcuTarget | null {
  const { mode, registration } = useDeviceStore.getState();
  const room = mode === 'phone' ? useGuestStore.getState().guest.room : registration?.roomNumber;
  const token = useAuthStore.getState().token;
  return room && token ? { room, token } : null;
}

/** The app's one room control engine, over the app's scheduler, stores and calls. */
export const roomControl = createRcuEngine({
  scheduler,
  read: readRcuState,
  push: pushRcuState,
  target: currentTarget,
  timing: () => {
    const config = useHotelStore.getState().config;
    return {
      intervalMs: config?.rcuIntervalUpdateTimeout ?? RCU_POLL_DEFAULT_MS,
      ignoreMs: config?.serverRcuValueIgnoreTime ?? RCU_SERVER_VALUE_IGNORE_MS,
    };
  },
  environment: () => ({
    wifi: onWifi(),
    inRoom: useDeviceStore.getState().mode !== 'phone',
    everywhere: useContentStore.getState().structure?.rcu?.visibility === 'everywhere',
  }),
  alert: () => void showToast(translate('roomControl.rcu_network_type_error'), { type: 'error', ms: RCU_ERROR_ALERT_MS }),
  log: (message) => log('warn', message),
  pushFailed: () => void showToast(translate('roomControl.unreachable'), { type: 'error' }),
  now: Date.now,
});
