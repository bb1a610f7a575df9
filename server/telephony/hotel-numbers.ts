import { EMERGENCY_NUMBER, PHONE_CALL_LIST } from '../../common/spec/limits';

/** The numbers the hotel answers itself (part 2 §2): the call list and the emergency number. */
export const HOTEL_NUMBERS: readonly string[] = [...PHONE_CALL_LIST.map((entry) => entry.number), EMERGENCY_NUMBER];

export const isHotelNumber = (number: string | undefined): boolean => number !== undefined && HOTEL_NUMBERS.includes(number);
