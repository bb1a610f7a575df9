import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate as useRouterNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router-dom';

/**
 * The router's `navigate` with one identity for the component's life. React Router's declarative one changes with
 * every navigation, and an effect that holds it starts again: the idle timers did, and the screensaver never came.
 */
export function useNavigate(): NavigateFunction {
  const routerNavigate = useRouterNavigate();
  const latest = useRef(routerNavigate);
  useLayoutEffect(() => {
    latest.current = routerNavigate;
  }, [routerNavigate]);
  const navigate = useCallback(
    (to: To | number, options?: NavigateOptions) => (typeof to === 'number' ? latest.current(to) : latest.current(to, options)),
    [],
  );
  return navigate as NavigateFunction;
}
