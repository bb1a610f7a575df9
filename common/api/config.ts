import type { GuestType } from '../spec/codes';
import type { SeosSubVendor } from './mobile-key';

export type PaymentMethodType = 'payOnline' | 'pos' | 'cash' | 'loyalty';
export interface PaymentMethod {
  type: PaymentMethodType;
  guestType: GuestType;
  title?: string;
}

export type ThemeName = 'dark' | 'light' | 'peninsula';
export type DeviceKind = 'web' | 'mobile' | 'tablet' | 'tv';

/** Part 1 §3: the per-hotel static config file, `{static}/{hotel}/config.json`. */
export interface HotelConfig {
  apiUrl: string;
  queueUrl: string;
  rcuUrl: string;
  statUrl: string;
  contentUrl: string;
  /** Part 2 §7 "a fixed telephony host": `POST /extension` gives the room's SIP credentials; the demo serves it under `/telephony`. */
  telephonyUrl?: string;
  /** The online payment provider (part 2 §7 "the payment url"); the demo serves it under `/pay`. */
  payUrl?: string;
  defaultLanguage: string;
  availableLanguages: string[];
  theme?: ThemeName;
  mode?: 'basic' | 'advanced';
  guestTypes: GuestType[];
  paymentMethods: PaymentMethod[];
  inRoom?: boolean;
  formFields?: Partial<Record<GuestType, string[]>>;
  serviceFee?: number;
  time?: { format?: '24' | '12' };
  /**
   * The hotel's IANA time zone (e.g. 'Europe/Berlin'). Working hours, delivery times, the timepicker and slot days
   * are the hotel's local time on every device; without it the device's own clock stands in.
   */
  timeZone?: string;
  logo?: { type?: 'image' | 'text'; src?: string; height?: number };
  tabletFooterMenu?: boolean;
  greetingFormat?: string;
  room?: { value?: string };
  isPeninsula?: boolean;
  penchatRecipientId?: string;
  baseAnalytics?: { disabled?: boolean };
  meta?: { title?: string; description?: string; image?: string };
  noindex?: boolean;
  /** Seconds of no input before a tablet returns to `/`. */
  idleTimeout?: number;
  cssVarsAvailable?: boolean;
  icon_library?: string;
  preloadImages?: boolean;
  rcuIntervalUpdateTimeout?: number;
  serverRcuValueIgnoreTime?: number;
  /** Part 2 §9: the app's language codes to the room panel's, replacing `RCU_PANEL_LANGUAGE_MAP`. */
  rcuLanguageMap?: Record<string, string>;
  /** Origins a `{product}mode` frame, redirect or in-app viewer may open. */
  allowedFrameOrigins?: string[];
  disableNetworkAlert?: boolean;
  /** Part 2 §5: zero prices are not shown. */
  hideZeroPrices?: boolean;
  /** Script loaded when remote debugging is on (service code 1171); same origin or an allowed origin only. */
  remoteDebugUrl?: string;
  /** Kiosk: the screen dims between `from` and `to` (the hotel's 'HH:MM', see `timeZone`; may span midnight) to `brightness` (0..1). */
  quietHours?: { from: string; to: string; brightness: number };
  /** Kiosk: the room's remote-state socket. Loopback only unless `roomNetwork` is on (then a shared secret). */
  remoteState?: { port?: number; roomNetwork?: boolean };
  /**
   * Mobile keys (part 2 §3): the seos sub-vendor, and the hotel's own app that Bluetooth keys need (its name and the
   * address its QR code opens).
   */
  mobileKey?: { subVendor?: SeosSubVendor; appName?: string; appUrl?: string };
  /**
   * The room assistant: true when the hotel's backend phrases answers with a language model from passages of the
   * content (`POST {api}/assistant/phrase`). The demo backend sets it from `assistant` in `hotel.json`, which
   * names the OpenAI-compatible endpoint and stays on the server. Without it the assistant answers from its own search.
   */
  assistantPhrasing?: boolean;
}

export interface HotelManifest {
  name: string;
  short_name?: string;
  icons: { src: string; sizes: string; type: string }[];
  theme_color?: string;
  background_color?: string;
}

/** Hotel identity lookup by hotel name: `GET {api}/hotel?name=`. */
export interface HotelIdentity {
  id: number;
  uid: string;
  name?: string;
  /** Part 2 §6: orders of a guest who is not logged in carry the hotel's base token. It grants nothing else. */
  baseToken?: string;
}

/** Ours: `GET {api}/hotels`, the hotels of this installation for the hotels list (part 1 §2 hotels-list). */
export interface HotelSummary {
  /** The host label the hotel answers at. */
  name: string;
  title: string;
  description?: string;
  logo?: string;
}

export interface HotelListResponse {
  result: number;
  data: HotelSummary[];
}

export interface AdminSettings {
  serviceFee: number;
}

/** Inlined into the served page so a cold start has no config-then-data chain. */
export interface BootData {
  hotel: string;
  config: HotelConfig;
  identity: HotelIdentity;
  languages: Language[];
}

export interface Language {
  code: string;
  title: string;
}
