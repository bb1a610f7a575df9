import { startRealtime } from '@renderer/features/realtime';
import { log } from '@renderer/lib/log';
import type { DeviceMode, PlatformApi } from '@renderer/platform';
import { routes } from '../router';
import { registerShellCommands } from './realtime-commands';

/** The commands of the shell, then the channel that carries them. */
export function startRealtimeServices(platform: PlatformApi, mode: DeviceMode, navigate: (to: string) => void): void {
  registerShellCommands({ platform, mode, routes, navigate, reload: () => location.reload() });
  startRealtime(platform, mode).catch((error: unknown) => log('warn', 'real-time channel not loaded', error));
}
