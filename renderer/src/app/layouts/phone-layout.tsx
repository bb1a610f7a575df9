import { useCallback, useId, useState } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { paths } from '../paths';
import { PhoneHeader } from './phone-header';
import { Sidebar } from './sidebar';

export function PhoneLayout() {
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const onWelcome = useMatch(paths.welcome);
  const onLogin = useMatch(paths.login);
  const bare = onWelcome !== null || onLogin !== null;

  return (
    <div className="layout layout-phone">
      {!bare && (
        <PhoneHeader sidebarId={sidebarId} sidebarOpen={sidebarOpen} onOpenSidebar={() => setSidebarOpen(true)} />
      )}
      {sidebarOpen && <Sidebar id={sidebarId} onClose={closeSidebar} />}
      <main id="content" className="content">
        <Outlet />
      </main>
    </div>
  );
}
