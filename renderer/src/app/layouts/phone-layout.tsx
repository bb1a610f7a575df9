import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { LazyDesktopQr, useIsWideDesktop } from '@renderer/features/desktop-qr';
import { paths } from '@renderer/lib/paths';
import { FloatingCart } from './floating-cart';
import { PhoneHeader } from './phone-header';

/** The sidebar (and the service codes behind its version number) loads when the guest opens it. */
const Sidebar = lazy(() => import('./sidebar').then((m) => ({ default: m.Sidebar })));

export function PhoneLayout() {
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const onWelcome = useMatch(paths.welcome);
  const onLogin = useMatch(paths.login);
  const bare = onWelcome !== null || onLogin !== null;
  const wideDesktop = useIsWideDesktop();

  return (
    <div className="layout layout-phone">
      {!bare && (
        <PhoneHeader sidebarId={sidebarId} sidebarOpen={sidebarOpen} onOpenSidebar={() => setSidebarOpen(true)} />
      )}
      {sidebarOpen && (
        <Suspense fallback={null}>
          <Sidebar id={sidebarId} onClose={closeSidebar} />
        </Suspense>
      )}
      <main id="content" className="content">
        <Outlet />
      </main>
      <FloatingCart />
      {wideDesktop && (
        <Suspense fallback={null}>
          <LazyDesktopQr url={`${location.origin}/`} />
        </Suspense>
      )}
    </div>
  );
}
