// Part 1 §3 build info; design §1 product name.
export const PRODUCT = 'stay';
export const APP_VERSION = '2.1.903';
export const DEMO_HOTEL_ID = 137;
export const DEFAULT_CONTENT_DIR = 'c';
export const DEFAULT_THEME = 'dark';
export const FALLBACK_LANGUAGE = 'en';
export const DEFAULT_HOTEL = 'demo';
/** Part 1 §2: PDF links open in the app through this online document viewer. */
export const PDF_VIEWER_URL = 'https://docs.google.com/viewer';
