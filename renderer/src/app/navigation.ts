import { useEffect, useRef } from 'react';
import { useLocation, type NavigateFunction } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';

type NavigationListener = (pathname: string) => void;

const listeners = new Set<NavigationListener>();
let navigator: NavigateFunction | null = null;
let waiting: { to: string; replace: boolean } | null = null;

/** For the app's services (startup, room commands): a navigation asked for before the router is drawn waits for it. */
export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (navigator) void navigator(to, { replace });
  else waiting = { to, replace };
}

/** Tells each navigation to a new place once it is shown (not the first screen). */
export function onNavigation(listener: NavigationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Connects the router to `navigate` and `onNavigation`; drawn once, inside the router. */
export function useAppNavigation(): void {
  const go = useNavigate();
  const { key, pathname } = useLocation();
  const shown = useRef(key);
  useEffect(() => {
    navigator = go;
    if (waiting) {
      const { to, replace } = waiting;
      waiting = null;
      void go(to, { replace });
    }
    return () => {
      if (navigator === go) navigator = null;
    };
  }, [go]);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    listeners.forEach((listener) => listener(pathname));
  }, [key, pathname]);
}
