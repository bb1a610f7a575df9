import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { onActivity } from './activity';
import { createIdleTimers } from './idle-timers';

const INPUT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Mounted by the tablet layout only: phones never go idle. Navigation is not input, so the timers live as
 * long as the watcher and read the current path when they fire.
 */
export function IdleWatcher({ idleTimeoutS, home, screensaver }: { idleTimeoutS?: number; home: string; screensaver: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const timers = createIdleTimers({
      idleTimeoutS,
      onIdle: () => path.current !== home && path.current !== screensaver && void navigate(home),
      onScreensaver: () => path.current !== screensaver && void navigate(screensaver),
    });
    const onInput = () => timers.activity();
    for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { passive: true });
    const off = onActivity(timers.restart);
    return () => {
      timers.stop();
      off();
      for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput);
    };
  }, [idleTimeoutS, navigate, home, screensaver]);

  return null;
}
