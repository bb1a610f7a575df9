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
});

createRoot(document.getElementById('root') as HTMLElement).render(<App router={router} />);
