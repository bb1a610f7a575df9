export type * from './config';
export type * from './content';
export type * from './auth';
export type * from './info';
export type * from './commerce';
export { commercePaths, payPaths, ORDER_RESULT, COMMERCE_MESSAGE } from './commerce';
export { infoPaths } from './info';
export { pageKey } from './content';
export { hotelFromHost } from './hotel-host';
export { customHotelFromHost, hotelHost, CUSTOM_HOTEL_PREFIX } from './host-labels';
export * from './paths';
export type * from './realtime';
export { queuePaths, realtimePaths, INCOMING_COMMANDS, ROOM_TV_COMMANDS, isCommandName } from './realtime';
export type * from './mobile-key';
export {
  MOBILE_KEY_VENDORS, PERMISSION_VENDORS, MOBILE_KEY_RESULT, OMNITEC_OPEN_RESULT, DOOR_KEY_STATES, OMNITEC_NONCE_WINDOW_MS,
  OMNITEC_NONCE_PATTERN, OMNITEC_PIN_ATTEMPTS, mobileKeyPaths, mobileKeyUri, omnitecSignedText,
} from './mobile-key';
export type * from './esign';
export { esignPaths, ESIGN_RESULT, SIGNATURE_LIMITS } from './esign';
export type * from './guest-access';
export { guestAccessPaths, AUTH_TAG_QUERY, AUTH_TAG_TTL_MS, CHECKIN_LINK_TTL_MS, GUEST_ACCESS_RESULT } from './guest-access';
export type * from './messages';
export { messagePaths, MESSAGE_TEXT_MAX_CHARS } from './messages';
export type * from './marketing';
export { marketingPaths, MARKETING_ACTIVE_MS, MARKETING_DURATION_MAX_MS } from './marketing';
export type * from './statistics';
export { statPaths } from './statistics';
export type * from './push';
export { pushPaths } from './push';
export type * from './telephony';
export { telephonyPaths, HOTEL_LINE_RESULT } from './telephony';
export type * from './assistant';
export { assistantPaths, ASSISTANT_RESULT, ASSISTANT_QUESTION_MAX_CHARS, ASSISTANT_DOCS_MAX, ASSISTANT_PHRASE_TIMEOUT_MS } from './assistant';
export type * from './rcu';
export { rcuPaths, RCU_PUSH_OK, RCU_ITEM_BASE_TYPES, RCU_LINK_TYPES, RCU_DEVICE_TYPES, FCU_MODE, FCU_FAN, CURTAIN_MOTION, FCU_SETPOINT_C } from './rcu';
