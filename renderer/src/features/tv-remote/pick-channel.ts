import type { TvChannel } from '@common/api';
import { showToast } from '@renderer/features/overlays';
import { translate } from '@renderer/lib/i18n';
import { remote } from './remote';

/** Switches the room's TV, or explains why the demo hotel does not. */
export function pickChannel(channel: TvChannel): void {
  if (remote.selectChannel(channel.id) === 'demo-hotel') showToast(translate('tvRemote.demoIgnored'), { type: 'info' });
}
