import { createRoot } from 'react-dom/client';
import './styles/app.css';
import { App } from './app/app';
import { startApp } from './app/bootstrap/start-app';
import { navigate, onNavigation } from './app/navigation';
import { hrefs, UNKNOWN_HOTEL_TYPE } from '@renderer/lib/paths';
import { getPlatform } from './platform';

void startApp({
  platform: getPlatform(),
  onUnknownHotel: () => navigate(hrefs.information(UNKNOWN_HOTEL_TYPE), { replace: true }),
  navigate,
  onNavigation,
});

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
