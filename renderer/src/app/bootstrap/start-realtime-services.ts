import { startMarketing } from '@renderer/features/marketing';
import { startRealtime } from '@renderer/features/realtime';
import { startPush } from '@renderer/features/push';
import { startStatistics } from '@renderer/features/statistics';
import { log } from '@renderer/lib/log';
import type { DeviceMode, PlatformApi } from '@renderer/platform';
import { routes } from '../router';
import { registerShellCommands } from './realtime-commands';

export interface LiveServicesOptions {
  platform: PlatformApi;
  mode: DeviceMode;
  navigate: (to: string) => void;
  onNavigation: (listener: (pathname: string) => void) => () => void;
}

/** The commands of the shell, the channel that carries them, marketing notifications and page statistics. */
export function startRealtimeServices({ platform, mode, navigate, onNavigation }: LiveServicesOptions): void {
  registerShellCommands({ platform, mode, routes, navigate, reload: () => location.reload() });
  startStatistics(onNavigation).catch((error: unknown) => log('warn', 'statistics not loaded', error));
  startRealtime(platform, mode).catch((error: unknown) => log('warn', 'real-time channel not loaded', error));
  if (mode === 'phone' && platform.kind === 'web') startPush().catch((error: unknown) => log('warn', 'push not loaded', error));
  startMarketing(mode).catch((error: unknown) => log('warn', 'marketing not loaded', error));
}
