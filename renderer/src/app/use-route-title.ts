import { useLocation } from 'react-router-dom';
import { useIsLoggedIn } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { useT } from '@renderer/lib/i18n';
import { routeNameOf, routeTitleKey } from './route-titles';

/** The current screen's title by the spec's rules; undefined on home and pages (they show logo or page title). */
export function useRouteTitle(): string | undefined {
  const t = useT();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const basicMode = useHotelStore((s) => s.config?.mode === 'basic');
  const name = routeNameOf(pathname);
  if (!name) return undefined;
  const key = routeTitleKey(name, { loggedIn, basicMode, shopId: new URLSearchParams(search).get('shopId') });
  return key ? t(key) : undefined;
}
