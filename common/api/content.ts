import type { DeviceKind } from './config';
import type { Language } from './config';
import type { RcuItemParams, RcuItemType, RcuSettings } from './rcu';

export type PageType =
  | 'page' | 'list' | 'shop' | 'service' | 'rcu' | 'stayremote' | 'esign' | 'settings' | 'gallery'
  | 'shopProduct' | 'order' | 'authQR' | 'widget' | 'weather' | 'wakeup' | 'rcuItem';

interface ToppingValue {
  id: number;
  name: string;
  price: number;
}

export interface Topping {
  id: number;
  parentId?: number;
  required?: boolean;
  type?: 'checkbox' | 'select';
  values?: ToppingValue[];
  price: number;
  name: string;
}

export interface ListItem {
  id: number;
  title: string;
  text?: string;
  image?: string;
  type?: 'esign';
  widget?: { type: 'airportSchedule'; airport: string };
}

/** Part 1 §3: a page or menu item of the structure file. */
export interface Page {
  id: number;
  parentId: number;
  type: PageType;
  title: string;
  /** Hotel HTML; sanitised before it is rendered. */
  text?: string;
  backBtn?: 0 | 1;
  serviceId?: number;
  shopId?: number;
  cost?: number;
  workingHours?: string;
  approxTime?: number;
  customField?: string;
  pieces?: string;
  toppings?: Topping[];
  buttonName?: string;
  /** A service booked by time slot: its page links to `/slots/{id}` (the demo's spa). */
  slots?: boolean;
  /** A simplified service is ordered at once from its page and never kept in the cart (part 2 §4). */
  simplified?: boolean;
  cutlery?: boolean;
  groups?: string[];
  children?: number[];
  listItems?: ListItem[];
  /** A gallery's pictures: an image address, or an image with its caption. */
  items?: (string | GalleryItem)[];
  image?: string;
  imageWide?: string;
  devices?: DeviceKind[];
  action?: string;
  /** An `rcuItem` child of an `rcu` page: what it controls (part 2 §3). */
  itemType?: RcuItemType;
  params?: RcuItemParams;
}

export interface GalleryItem {
  image: string;
  title?: string;
}

export type MenuEntryType = 'page' | 'delimiter' | 'messages' | 'mobileKey' | 'custom' | 'language' | 'weather';

/** Part 1 §3: menu entry. `link` is a page id, a special token (remote, radio, mobilekey_salto...) or a URL. */
export interface MenuEntry {
  id: number;
  key: string;
  title: string;
  icon?: string;
  link?: string;
  type?: MenuEntryType;
  mode?: 'external' | 'other';
  groups?: string[];
  devices?: DeviceKind[];
}

export interface Currency {
  symbol: string;
  precision: number;
  decimal: string;
  thousand: string;
  format: string;
}

export interface CartSettings {
  fee: number;
  feeType: 'percent' | 'fixed';
  text?: string;
}

/** `{content}/{hotelUID}/c/struct/struct_{lang}.json`. */
export interface Structure {
  pages: Record<string, Page>;
  menu: MenuEntry[];
  languages?: Language[];
  messages?: { recipients: { id: string; title: string }[] };
  wakeupcall?: { pageId: number };
  rcu?: RcuSettings;
  cart?: CartSettings;
  config: {
    currency: Currency;
    icon_library?: string;
    messages?: { enabled: boolean };
  };
}

export interface Shop {
  id: number;
  title: string;
  cutlery?: boolean;
  /** The shop lets the guest choose a delivery time. */
  timeSelect?: boolean;
  workingHours?: string;
  pageId: number;
  /** Ours: the shop sells what the parental lock keeps from children (the minibar); nothing is ordered while it is on. */
  parentalLock?: boolean;
}

/** `{content}/{hotelUID}/c/struct/structShop_{lang}.json`. */
export interface ShopStructure {
  shops: Record<string, Shop>;
}

export interface TvChannel {
  id: number;
  name: string;
  category: string;
  language: string;
  index: number;
  /** The stream: an HLS playlist (hls.js in TV mode, native playback where only that exists). */
  src: string;
  /** Not in the spec: a picture of the channel for lists and the guide. */
  logo?: string;
}

export interface RadioStation {
  id: number;
  stationId: string;
  /** Part 2 §3 radio state holds categories: a comma list, as a TV channel's `category`. */
  category?: string;
  name: Record<string, string>;
  src: string;
}

export interface IconEntry {
  name: string;
  src: string;
}

export interface EpgProgramme {
  title: string;
  start: string;
  startTimestamp: number;
  stopTimestamp: number;
}

export type Epg = Record<string, EpgProgramme[]>;

export const pageKey = (id: number): string => `id_${id}`;
