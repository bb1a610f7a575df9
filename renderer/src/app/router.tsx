import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { loadAssistantRoute } from '@renderer/features/assistant';
import { loadProfileRoute } from '@renderer/features/auth';
import { loadHotelsListRoute } from '@renderer/features/hotel';
import { loadSettingsRoute } from '@renderer/features/settings';
import { loadSourcesRoute } from '@renderer/features/sources';
import { loadWelcomeRoute } from '@renderer/features/welcome';
import { loadCartRoute } from '@renderer/features/cart';
import { loadPageRoute } from '@renderer/features/content';
import { loadScreensaverRoute } from '@renderer/features/idle';
import { loadBillRoute } from '@renderer/features/bill';
import { loadFeedbackRoute } from '@renderer/features/feedback';
import { loadFlightsRoute, loadWeatherRoute, loadWidgetRoute } from '@renderer/features/info';
import {
  loadLoyaltyCardRoute,
  loadLoyaltyLoginRoute,
  loadLoyaltyProgressRoute,
  loadLoyaltyQrRoute,
  loadLoyaltyRegisterRoute,
  loadLoyaltyRoute,
} from '@renderer/features/loyalty';
import { loadGuestMessageRoute, loadMessagesRoute, loadRecipientConversationRoute, loadRecipientsRoute } from '@renderer/features/messages';
import { loadOrdersRoute, loadWakeUpRoute } from '@renderer/features/orders';
import { loadPhoneRoute } from '@renderer/features/phone';
import { loadDevicePage, loadDiagnosticsPage, loadLogPage } from '@renderer/features/service-pages';
import { loadSlotsRoute } from '@renderer/features/slots';
import { loadMobileKeyRoute } from '@renderer/features/mobile-key';
import { loadAuthQrRoute } from '@renderer/features/app-qr';
import { CHECKIN_ROUTE, loadCheckinRoute } from '@renderer/features/checkin';
import { loadChannelsRoute, loadRemoteRoute } from '@renderer/features/tv-remote';
import { loadRadioRoute } from '@renderer/features/radio';
import { Loader, NotFoundPage, RouteError } from '@renderer/features/shell';
import { RootLayout } from './layouts/root-layout';
import { paths } from '@renderer/lib/paths';
import { HomeRoute } from './routes/home-route';

const loadInformationRoute = () => import('./routes/information-route').then((m) => ({ Component: m.InformationRoute }));

export const routes: RouteObject[] = [
  {
    path: paths.index,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loader />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.pageId, lazy: loadPageRoute },
      { path: paths.profile, lazy: loadProfileRoute },
      { path: paths.login, lazy: loadProfileRoute },
      { path: paths.log, lazy: loadLogPage },
      { path: paths.servicePagesDevice, lazy: loadDevicePage },
      { path: paths.servicePagesDiagnostics, lazy: loadDiagnosticsPage },
      { path: paths.informationType, lazy: loadInformationRoute },
      { path: paths.cart, lazy: loadCartRoute },
      { path: paths.cartNew, lazy: loadCartRoute },
      { path: paths.weather, lazy: loadWeatherRoute },
      { path: paths.flights, lazy: loadFlightsRoute },
      { path: paths.widgetId, lazy: loadWidgetRoute },
      { path: paths.screensaver, lazy: loadScreensaverRoute },
      { path: paths.orders, lazy: loadOrdersRoute },
      { path: paths.wakeUp, lazy: loadWakeUpRoute },
      { path: paths.slotsId, lazy: loadSlotsRoute },
      { path: paths.viewbill, lazy: loadBillRoute },
      { path: paths.feedback, lazy: loadFeedbackRoute },
      { path: paths.loyalty, lazy: loadLoyaltyRoute },
      { path: paths.loyaltyLogin, lazy: loadLoyaltyLoginRoute },
      { path: paths.loyaltyRegister, lazy: loadLoyaltyRegisterRoute },
      { path: paths.loyaltyCard, lazy: loadLoyaltyCardRoute },
      { path: paths.loyaltyQr, lazy: loadLoyaltyQrRoute },
      { path: paths.loyaltyProgress, lazy: loadLoyaltyProgressRoute },
      { path: paths.mobileKey, lazy: loadMobileKeyRoute },
      { path: paths.qrId, lazy: loadAuthQrRoute },
      { path: CHECKIN_ROUTE, lazy: loadCheckinRoute },
      { path: paths.remote, lazy: loadRemoteRoute },
      { path: paths.channels, lazy: loadChannelsRoute },
      { path: paths.radio, lazy: loadRadioRoute },
      { path: paths.settings, lazy: loadSettingsRoute },
      { path: paths.welcome, lazy: loadWelcomeRoute },
      { path: paths.hotelsList, lazy: loadHotelsListRoute },
      { path: paths.sourcesPage, lazy: loadSourcesRoute },
      { path: paths.messages, lazy: loadMessagesRoute },
      { path: paths.messagesRecipient, lazy: loadRecipientConversationRoute },
      { path: paths.recipients, lazy: loadRecipientsRoute },
      { path: paths.guestMessage, lazy: loadGuestMessageRoute },
      { path: paths.phone, lazy: loadPhoneRoute },
      { path: paths.assistant, lazy: loadAssistantRoute },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
