import { Suspense, useCallback, useId, useState } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { LazyDesktopQr, useIsWideDesktop } from '@renderer/features/desktop-qr';
import { paths } from '@renderer/lib/paths';
import { FloatingCart } from './floating-cart';
import { PhoneHeader } from './phone-header';
import { Sidebar } from './sidebar';

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
      {sidebarOpen && <Sidebar id={sidebarId} onClose={closeSidebar} />}
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
