import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { trackRequest } from '@renderer/features/overlays';
import { publish, registerCommand } from '@renderer/features/realtime';
import { useAreaStore, useDeviceStore } from '@renderer/features/room';
import { openDialog } from '@renderer/features/shell';
import { translate } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { getPlatform } from '@renderer/platform';
import { wolByTvId } from './remote-calls';
import { createRemoteController } from './remote-controller';

let openSleepTimerList: () => void = () => undefined;

/** The remote's screens tell where the sleep-timer list opens (the modal by query on the current page). */
export const bindSleepTimerList = (open: () => void): (() => void) => {
  openSleepTimerList = open;
  return () => {
    if (openSleepTimerList === open) openSleepTimerList = () => undefined;
  };
};

async function wakeFromHere(tvIndexes: string[]): Promise<void> {
  const hotelId = useHotelStore.getState().identity?.id;
  const registration = useDeviceStore.getState().registration;
  const token = useAuthStore.getState().token;
  const room = registration?.roomNumber ?? useGuestStore.getState().guest.room;
  if (hotelId === undefined || !room) return;
  for (const tvId of tvIndexes) {
    const credentials = registration
      ? { mac: (await getPlatform().getIdentity()).mac, sign: registration.sign }
      : token ? { token } : null;
    if (!credentials) return;
    await wolByTvId({ hotelId, roomNumber: room, tvId, ...credentials }).catch((error: unknown) => log('warn', `wolByTvId ${tvId} failed`, error));
  }
}

export const remote = createRemoteController({
  publish,
  hotelId: () => useHotelStore.getState().identity?.id,
  tvId: () => useAreaStore.getState().TVID,
  powerSent: (tvIndexes) => {
    const platform = getPlatform();
    if (platform.kind === 'kiosk') void platform.sendPowerCommand(tvIndexes).catch((error: unknown) => log('warn', 'power command not sent to the kiosk', error));
  },
  wake: (tvIndexes) => {
    if (getPlatform().kind !== 'kiosk') void wakeFromHere(tvIndexes);
  },
  showLoader: () => trackRequest('tv:sleep-timer'),
  openSleepTimerList: () => openSleepTimerList(),
  tvUnavailable: () => void openDialog({ title: translate('shell.error'), text: translate('tvRemote.tv_is_unavailable'), kind: 'error' }),
});

registerCommand('set_channels', (data) => remote.onSetChannels(data));
registerCommand('set_channel', (data) => remote.onSetChannel(data));
registerCommand('power_switch', (data) => remote.onPowerSwitch(data));
registerCommand('sleep_timer_data', (data) => remote.onSleepTimerData(data));
