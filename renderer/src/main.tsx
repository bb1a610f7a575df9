import { createRoot } from 'react-dom/client';
import './styles/app.css';
import { App } from './app/app';
import { startApp } from './app/bootstrap/start-app';
import { hrefs, UNKNOWN_HOTEL_TYPE } from '@renderer/lib/paths';
import { createAppRouter } from './app/router';
import { getPlatform } from './platform';

const router = createAppRouter();

void startApp({
  platform: getPlatform(),
  onUnknownHotel: () => void router.navigate(hrefs.information(UNKNOWN_HOTEL_TYPE), { replace: true }),
  navigate: (to) => void router.navigate(to),
  onNavigation: (listener) => {
    // The router tells every state change (loading, fetchers); a navigation is a new location key.
    let key = router.state.location.key;
    return router.subscribe(({ location }) => {
      if (location.key === key) return;
      key = location.key;
      listener(location.pathname);
    });
  },
});

createRoot(document.getElementById('root') as HTMLElement).render(<App router={router} />);
