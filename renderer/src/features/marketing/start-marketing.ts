import { useAuthStore } from '@renderer/features/auth';
import { getMarketing } from '@renderer/lib/api/marketing-calls';
import { log } from '@renderer/lib/log';
import type { DeviceMode } from '@renderer/platform';
import { enqueue, showNext } from './marketing-store';

let mode: DeviceMode = 'phone';

/** Fetches the hotel's notifications; a non-zero result is only logged (part 2 §8). */
export async function fetchMarketing(): Promise<void> {
  const token = useAuthStore.getState().token ?? '';
  try {
    const answer = await getMarketing(token);
    if (answer.result !== 0) {
      log('info', `marketing: result ${answer.result}`, answer.message);
      return;
    }
    enqueue(answer.data ?? [], mode);
  } catch (error) {
    log('warn', 'marketing not fetched', error);
  }
}

/** At start, when the guest changes, and when the app comes back to the foreground with something waiting. */
export function startMarketing(deviceMode: DeviceMode): () => void {
  mode = deviceMode;
  const onVisible = () => document.visibilityState === 'visible' && showNext();
  document.addEventListener('visibilitychange', onVisible);
  const off = useAuthStore.subscribe((state, previous) => state.token !== previous.token && void fetchMarketing());
  void fetchMarketing();
  return () => {
    off();
    document.removeEventListener('visibilitychange', onVisible);
  };
}
