import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
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
import { NotFoundPage } from '@renderer/features/shell';
import { RootLayout } from './layouts/root-layout';
import { paths } from '@renderer/lib/paths';
import { HomeRoute } from './routes/home-route';

const loadInformationRoute = () => import('./routes/information-route').then((m) => ({ Component: m.InformationRoute }));

/** A screen whose code loads when it is first shown: while it loads, a navigation keeps the screen it left. */
const screen = (load: () => Promise<{ Component: ComponentType }>) => {
  const Screen = lazy(() => load().then((module) => ({ default: module.Component })));
  return <Screen />;
};

export const routes: RouteObject[] = [
  {
    path: paths.index,
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.pageId, element: screen(loadPageRoute) },
      { path: paths.profile, element: screen(loadProfileRoute) },
      { path: paths.login, element: screen(loadProfileRoute) },
      { path: paths.log, element: screen(loadLogPage) },
      { path: paths.servicePagesDevice, element: screen(loadDevicePage) },
      { path: paths.servicePagesDiagnostics, element: screen(loadDiagnosticsPage) },
      { path: paths.informationType, element: screen(loadInformationRoute) },
      { path: paths.cart, element: screen(loadCartRoute) },
      { path: paths.cartNew, element: screen(loadCartRoute) },
      { path: paths.weather, element: screen(loadWeatherRoute) },
      { path: paths.flights, element: screen(loadFlightsRoute) },
      { path: paths.widgetId, element: screen(loadWidgetRoute) },
      { path: paths.screensaver, element: screen(loadScreensaverRoute) },
      { path: paths.orders, element: screen(loadOrdersRoute) },
      { path: paths.wakeUp, element: screen(loadWakeUpRoute) },
      { path: paths.slotsId, element: screen(loadSlotsRoute) },
      { path: paths.viewbill, element: screen(loadBillRoute) },
      { path: paths.feedback, element: screen(loadFeedbackRoute) },
      { path: paths.loyalty, element: screen(loadLoyaltyRoute) },
      { path: paths.loyaltyLogin, element: screen(loadLoyaltyLoginRoute) },
      { path: paths.loyaltyRegister, element: screen(loadLoyaltyRegisterRoute) },
      { path: paths.loyaltyCard, element: screen(loadLoyaltyCardRoute) },
      { path: paths.loyaltyQr, element: screen(loadLoyaltyQrRoute) },
      { path: paths.loyaltyProgress, element: screen(loadLoyaltyProgressRoute) },
      { path: paths.mobileKey, element: screen(loadMobileKeyRoute) },
      { path: paths.qrId, element: screen(loadAuthQrRoute) },
      { path: CHECKIN_ROUTE, element: screen(loadCheckinRoute) },
      { path: paths.remote, element: screen(loadRemoteRoute) },
      { path: paths.channels, element: screen(loadChannelsRoute) },
      { path: paths.radio, element: screen(loadRadioRoute) },
      { path: paths.settings, element: screen(loadSettingsRoute) },
      { path: paths.welcome, element: screen(loadWelcomeRoute) },
      { path: paths.hotelsList, element: screen(loadHotelsListRoute) },
      { path: paths.sourcesPage, element: screen(loadSourcesRoute) },
      { path: paths.messages, element: screen(loadMessagesRoute) },
      { path: paths.messagesRecipient, element: screen(loadRecipientConversationRoute) },
      { path: paths.recipients, element: screen(loadRecipientsRoute) },
      { path: paths.guestMessage, element: screen(loadGuestMessageRoute) },
      { path: paths.phone, element: screen(loadPhoneRoute) },
      { path: paths.assistant, element: screen(loadAssistantRoute) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
