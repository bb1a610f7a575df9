/*
 * Part 2 §2 phone screen. Not re-exported from the spec barrel: the barrel ships with the first screen, these only
 * with the phone's chunk.
 */

/** Part 2 §2 phone screen: the call list, in the spec's order. */
export const PHONE_CALL_LIST = [
  { id: 'reception', number: '800' },
  { id: 'inRoomDining', number: '600' },
  { id: 'localCall', number: '500' },
  { id: 'hotelServices', number: '400' },
] as const;
export type PhoneCallListId = (typeof PHONE_CALL_LIST)[number]['id'];
/** Part 2 §2 phone screen tabs: call list, key pad, DND, emergency. */
export const PHONE_TABS = ['callList', 'keyPad', 'dnd', 'emergency'] as const;
export type PhoneTab = (typeof PHONE_TABS)[number];
