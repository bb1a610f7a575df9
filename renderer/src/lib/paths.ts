import { PRODUCT } from '@common/spec';

/** Every route of part 1 §2, by the spec's route name, and the room assistant's (the spec names the feature, not its path). */
export const paths = {
  index: '/',
  cart: '/cart',
  cartNew: '/cart-new',
  channels: '/channels',
  feedback: '/feedback',
  flights: '/flights',
  hotelsList: '/hotels-list',
  remote: `/${PRODUCT}remote`,
  log: '/log',
  login: '/login',
  loyalty: '/loyalty',
  messages: '/messages',
  mobileKey: '/mobile-key',
  orders: '/orders',
  phone: '/phone',
  profile: '/profile',
  radio: '/radio',
  recipients: '/recipients',
  screensaver: '/screensaver',
  sourcesPage: '/sources_page',
  viewbill: '/viewbill',
  wakeUp: '/wake-up',
  weather: '/weather',
  welcome: '/welcome',
  settings: '/settings',
  guestMessage: '/guest/message',
  loyaltyCard: '/loyalty/card',
  loyaltyLogin: '/loyalty/login',
  loyaltyProgress: '/loyalty/progress',
  loyaltyQr: '/loyalty/qr',
  loyaltyRegister: '/loyalty/register',
  servicePagesDevice: '/service-pages/device',
  servicePagesDiagnostics: '/service-pages/diagnostics',
  informationType: '/information/:type',
  messagesRecipient: '/messages/:recipient',
  pageId: '/page/:id',
  qrId: '/qr/:id',
  slotsId: '/slots/:id?',
  widgetId: '/widget/:id',
  assistant: '/assistant',
} as const;

export type RouteName = keyof typeof paths;

export const hrefs = {
  page: (id: number | string) => `/page/${id}`,
  information: (type: string) => `/information/${encodeURIComponent(type)}`,
  messagesRecipient: (recipient: string) => `/messages/${encodeURIComponent(recipient)}`,
  qr: (id: number | string) => `/qr/${id}`,
  slots: (id?: number | string) => (id === undefined ? '/slots' : `/slots/${id}`),
  widget: (id: number | string) => `/widget/${id}`,
} as const;

export const UNKNOWN_HOTEL_TYPE = 'unknown-hotel';
