// Part 1 §3, §6 and part 2 §3: codes, device types, guest types, service codes.
export const DEVICE_TYPE = { ios: 1, android: 2, tablet: 5, web: 6 } as const;
export type DeviceTypeCode = (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE];

export const GUEST_TYPES = ['resident', 'pms', 'pmsnum', 'pmsnum-name', 'notResident', 'email-pin'] as const;
export type GuestType = (typeof GUEST_TYPES)[number];

export const ORDER_STATUS = { not_placed: '4', placed: '0', in_process: '1', completed: '2', canceled: '3' } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const SERVICE_CODE = {
  clearRoom: '1105',
  remoteDebugOn: '1171',
  remoteDebugOff: '1172',
  devicePage: '1137',
  log: '1169',
  diagnostics: '1800',
} as const;

/** Part 1 §2: mobile-key link tokens of every lock vendor; all lead to the mobile-key screen. */
export const MOBILE_KEY_TOKENS = [
  'mobilekey_aa', 'mobilekey_salto', 'mobilekey_sciener', 'mobilekey_forze', 'mobilekey_blacknova', 'mobilekey_adria',
  'mobilekey_sciener_omnitec', 'mobilekey_sciener_omnitec_online', 'mobilekey_onity',
] as const;

export const IN_ROOM_MANUFACTURER = 'inroom';
export const IN_ROOM_REGISTER_VERSION = 2;

/** Persisted record versions, part 1 §3 and part 2 §9. */
export const STORE_VERSION = { guest: 8, auth: 2, cart: 3, area: 4, stat: 2, phone: 4, mobileKey: 7, order: 1, pincode: 1 } as const;

export const SUPPORTED_LANGUAGES = [
  'en', 'ru', 'de', 'fr', 'es', 'it', 'zh', 'zh-tw', 'ar', 'he', 'fa', 'tr', 'pt', 'nl', 'pl', 'uk', 'ja', 'ko',
  'cs', 'sk', 'sl', 'hr', 'sr', 'hu', 'ro', 'bg', 'el', 'ka', 'kk', 'uz', 'az', 'vi', 'th', 'id',
] as const;
export type LanguageCode = (typeof SUPPORTED_LANGUAGES)[number];
export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa'];
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = { si: 'sl' };

export const CURRENCY_CODES: Readonly<Record<string, string>> = {
  $: 'USD', '€': 'EUR', '£': 'GBP', '₽': 'RUB', '₴': 'UAH', '¥': 'JPY', '₾': 'GEL', '₸': 'KZT', '₫': 'VND',
  kn: 'HRK', '₩': 'KRW', сом: 'KGS', BD: 'BHD', '฿': 'THB', Rp: 'IDR', QR: 'QAR', Ft: 'HUF', KSh: 'KES',
  '₨': 'NPR', '₺': 'TRY', "so'm": 'UZS', '₱': 'PHP', '₦': 'NGN', CLP$: 'CLP', RM: 'MYR',
};
