import { useClockStore } from '@renderer/features/idle';

/** True until the given moment (ms since the epoch), by the app's one-second clock. */
export function useUntil(until: number): boolean {
  return until > useClockStore((s) => s.now);
}
