import type { CommandData, CommandName, PublishTarget } from '@common/api/realtime';
import type { DeviceMode, PlatformApi } from '@renderer/platform';

export { registerCommand, dispatchCommand, type CommandHandler } from './command-dispatcher';
export { useRealtimeStore, type RealtimeStatus } from './realtime-store';

const load = () => import('./start-realtime');

/** Starts the channel (post-start, its own chunk); answers the function that stops it. */
export const startRealtime = (platform: PlatformApi, mode: DeviceMode): Promise<() => void> =>
  load().then((m) => m.startRealtime(platform, mode));

/** Publishes a command of the spec on one of this device's channels. False when there is no channel yet. */
export const publish = <C extends CommandName>(target: PublishTarget, cmd: C, data: CommandData[C]): Promise<boolean> =>
  load().then((m) => m.publish(target, cmd, data));
