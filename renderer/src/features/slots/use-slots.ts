import { useEffect, useState } from 'react';
import type { Slot } from '@common/api';
import { listSlots } from '@renderer/lib/api/commerce-calls';
import { log } from '@renderer/lib/log';
import { showToast } from '@renderer/features/overlays';

export type SlotsState = { status: 'loading' } | { status: 'failed'; message?: string } | { status: 'ready'; slots: Slot[] };

/** Part 2 §7: a non-zero slot result shows its message as an error alert. */
export const alertSlotError = (message: string | undefined, fallback: string): void => {
  showToast(message || fallback, { type: 'error' });
};

async function fetchSlots(token: string, serviceId: number, date: string, fallbackError: string): Promise<SlotsState> {
  let answer: Awaited<ReturnType<typeof listSlots>> | null = null;
  try {
    answer = await listSlots({ token, serviceId, date });
  } catch (error) {
    log('warn', 'slot list failed', error);
  }
  if (answer?.result === 0) return { status: 'ready', slots: answer.data ?? [] };
  alertSlotError(answer?.message, fallbackError);
  return { status: 'failed', message: answer?.message };
}

/** `slot/list` for one service and day; a reload keeps the shown list until the new one arrives. */
export function useSlots(token: string, serviceId: number, date: string, fallbackError: string) {
  const [round, setRound] = useState(0);
  const day = `${serviceId}|${date}`;
  const [loaded, setLoaded] = useState<{ day: string; round: number; state: SlotsState } | null>(null);

  useEffect(() => {
    let live = true;
    void fetchSlots(token, serviceId, date, fallbackError).then((state) => {
      if (live) setLoaded({ day: `${serviceId}|${date}`, round, state });
    });
    return () => {
      live = false;
    };
  }, [token, serviceId, date, round, fallbackError]);

  const state: SlotsState = loaded?.day === day ? loaded.state : { status: 'loading' };
  return { state, busy: loaded?.day !== day || loaded.round !== round, reload: () => setRound((n) => n + 1) };
}
