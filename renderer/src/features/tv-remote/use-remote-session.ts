import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { useAuthStore } from '@renderer/features/auth';
import { loadMediaLists } from '@renderer/features/content';
import { useDeviceStore } from '@renderer/features/room';
import { remote, bindSleepTimerList } from './remote';

const FIRST_READ_TRIES = 10;
const FIRST_READ_RETRY_MS = 1_000;

/** A screen of the remote: asks every TV of the room for its state, and opens the sleep-timer list over itself. */
export function useRemoteSession(): { canControl: boolean } {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const token = useAuthStore((s) => s.token);
  const registered = useDeviceStore((s) => Boolean(s.registration));
  const canControl = Boolean(token) || registered;

  // A phone fetches the channels and the guide only when a screen of the remote opens.
  useEffect(() => void loadMediaLists(), []);

  useEffect(() => {
    const query = new URLSearchParams(search);
    query.set('modalType', 'listItems');
    query.set('modalId', 'sleepTimer');
    return bindSleepTimerList(() => void navigate({ pathname, search: `?${query.toString()}` }));
  }, [navigate, pathname, search]);

  useEffect(() => {
    if (!canControl) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The room's channel may still be opening when the screen appears.
    const ask = () =>
      void remote.refresh(true).then((sent) => {
        if (!sent && ++tries < FIRST_READ_TRIES) timer = setTimeout(ask, FIRST_READ_RETRY_MS);
      });
    ask();
    const onFocus = () => void remote.refresh(true);
    window.addEventListener('focus', onFocus);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [canControl]);

  return { canControl };
}
