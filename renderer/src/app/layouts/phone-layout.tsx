import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { useT } from '@renderer/lib/i18n';
import { LazyDesktopQr, useIsWideDesktop } from '@renderer/features/desktop-qr';
import { paths } from '@renderer/lib/paths';
import { FloatingCart } from './floating-cart';
import { PhoneHeader } from './phone-header';
import { useBack } from './use-back';

/** Welcome and login have no header (part 1 §2); this one button is their way back into the app. */
function BareExit() {
  const t = useT();
  const back = useBack();
  return (
    <button type="button" className="icon-button bare-exit" aria-label={t('shell.back')} onClick={back} data-testid="bare-exit">
      <span aria-hidden="true">‹</span>
    </button>
  );
}

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
      {bare ? (
        <BareExit />
      ) : (
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
