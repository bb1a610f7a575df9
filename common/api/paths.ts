import { DEFAULT_CONTENT_DIR } from '../spec/product';

/**
 * Where the demo backend serves each of the spec's hosts on one origin. A real hotel's config points the
 * same names at other hosts; the renderer only ever reads them from the config.
 */
export const HOST_PREFIX = {
  static: '/static',
  content: '/content',
  api: '/api',
  queue: '/queue',
  rcu: '/rcu',
  stat: '/stat',
  pay: '/pay',
  operator: '/operator',
  telephony: '/telephony',
} as const;

export const contentPaths = {
  languages: (uid: string, dir = DEFAULT_CONTENT_DIR) => `/${uid}/${dir}/lang.json`,
  structure: (uid: string, lang: string, type: '' | 'Shop' = '', dir = DEFAULT_CONTENT_DIR) => `/${uid}/${dir}/struct/struct${type}_${lang}.json`,
  channels: (uid: string, dir = DEFAULT_CONTENT_DIR) => `/${uid}/${dir}/channellist.json`,
  radio: (uid: string, dir = DEFAULT_CONTENT_DIR) => `/${uid}/${dir}/radiolist.json`,
  icons: (uid: string, dir = DEFAULT_CONTENT_DIR) => `/${uid}/${dir}/iconlist.json`,
  epg: (uid: string) => `/${uid}/epg.json`,
  hash: (uid: string) => `/${uid}/content.hash`,
} as const;

export const staticPaths = {
  config: (hotel: string) => `/${hotel}/config.json`,
  manifest: (hotel: string) => `/${hotel}/manifest.json`,
  ids: (hotel: string) => `/${hotel}/ids.json`,
  customCss: (hotel: string) => `/${hotel}/custom.css`,
  customVars: (hotel: string) => `/${hotel}/custom-vars.css`,
  /** Part 1 §4: the demo customisation stylesheet for custom hotel data (the host's custom-hotel label). */
  customHotel: (hotel: string, custom: string) => `/${hotel}/custom/${custom}.css`,
  /** Ours: the on-screen console that service code 1171 loads (part 1 §6 remote debug). */
  remoteDebug: (hotel: string) => `/${hotel}/remote-debug.js`,
} as const;

export const apiPaths = {
  hotelLookup: '/hotel',
  hotels: '/hotels',
  adminSettings: '/adminSettings',
  webLogin: '/weblogin',
  register: '/registration',
  token: '/token',
  checkAuth: '/checkAuth',
  logout: '/logout',
} as const;
