import { en } from '../../../renderer/src/locales/en';
import { findPage, readStructure } from './content';

const demoEn = readStructure('demo', 'en');
const titles = en.shell.titles;

/** Every route of part 1 §2 (and the assistant's) with a concrete address and its header title (a service's slots and a widget take their own). */
export const ROUTES: [path: string, title: string][] = [
  ['/cart', titles.cart],
  ['/cart?shopId=1', titles.order],
  ['/cart-new', titles.cartNew],
  ['/channels', titles.channels],
  ['/feedback', titles.feedback],
  ['/flights', titles.flights],
  ['/hotels-list', titles.hotelsList],
  ['/stayremote', titles.remote],
  ['/log', titles.log],
  ['/loyalty', titles.loyalty],
  ['/messages', titles.messages],
  ['/mobile-key', titles.mobileKey],
  ['/orders', titles.orders],
  ['/phone', titles.phone],
  ['/profile', titles.login],
  ['/radio', titles.radio],
  ['/recipients', titles.recipients],
  ['/sources_page', titles.sourcesPage],
  ['/viewbill', titles.viewbill],
  ['/wake-up', titles.wakeUp],
  ['/weather', titles.weather],
  ['/settings', titles.settings],
  ['/guest/message', titles.guestMessage],
  ['/loyalty/card', titles.myCard],
  ['/loyalty/login', titles.loyalty],
  ['/loyalty/progress', titles.myProgress],
  ['/loyalty/qr', titles.myCard],
  ['/loyalty/register', titles.startEarning],
  ['/service-pages/device', titles.servicePagesDevice],
  ['/service-pages/diagnostics', titles.servicePagesDiagnostics],
  ['/information/order-is-sent?type=shop', titles.informationType],
  ['/messages/reception', titles.messagesRecipient],
  ['/page/10', findPage(demoEn, (p) => p.id === 10).title],
  ['/qr/96', titles.qrId],
  ['/slots', titles.slotsId],
  ['/slots/30', findPage(demoEn, (p) => p.id === 30).title],
  ['/widget/503', findPage(demoEn, (p) => p.id === 50).listItems!.find((item) => item.id === 503)!.title],
  ['/assistant', titles.assistant],
];

