import { useEffect, useMemo, useState } from 'react';
import type { RcuRemoteState, RcuStateChange } from '@common/api';
import { useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useDeviceStore } from '@renderer/features/room';
import type { RcuDevice } from './rcu-devices';
import type { RcuTarget } from './rcu-engine';
import { useRcuStore } from './rcu-store';
import { roomControl } from './room-control';

/** Slider changes wait for the guest to settle before they travel. */
const SLIDER_SETTLE_MS = 300;

export function useRcuTarget(): RcuTarget | null {
  const mode = useDeviceStore((s) => s.mode);
  const registered = useDeviceStore((s) => s.registration?.roomNumber);
  const guestRoom = useGuestStore((s) => s.guest.room);
  const token = useAuthStore((s) => s.token);
  const room = mode === 'phone' ? guestRoom : registered;
  return useMemo(() => (room && token ? { room, token } : null), [room, token]);
}

/** Keeps these devices' state current while the calling screen shows them (`devices` memoised by the caller). */
export function useWatchDevices(devices: readonly RcuDevice[], page: boolean, target: RcuTarget | null): void {
  useEffect(() => {
    if (!target || devices.length === 0) return undefined;
    return roomControl.watch(devices, { page });
  }, [devices, page, target]);
}

export const useDeviceState = (device: RcuDevice | undefined): RcuRemoteState | undefined =>
  useRcuStore((s) => (device ? s.states[device.key] : undefined));

export const useUnreachable = (): boolean => useRcuStore((s) => s.networkErrors > 0);

/** A level that follows the finger at once and is pushed once it settles. */
export function useSettledLevel(device: RcuDevice, level: number | undefined): [number | undefined, (next: number) => void] {
  const [draft, setDraft] = useState<number | null>(null);
  useEffect(() => {
    if (draft === null) return undefined;
    const timer = setTimeout(() => {
      void roomControl.change(device, { state: draft });
      setDraft(null);
    }, SLIDER_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [device, draft]);
  return [draft ?? level, setDraft];
}

export const changeDevice = (device: RcuDevice, change: RcuStateChange, local?: RcuStateChange) =>
  void roomControl.change(device, change, local);
