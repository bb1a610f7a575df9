import { EMERGENCY_NUMBER } from '../../common/spec/limits';
import { PHONE_CALL_LIST } from '../../common/spec/phone';

/** The numbers the hotel answers itself (part 2 §2): the call list and the emergency number. */
export const HOTEL_NUMBERS: readonly string[] = [...PHONE_CALL_LIST.map((entry) => entry.number), EMERGENCY_NUMBER];

export const isHotelNumber = (number: string | undefined): boolean => number !== undefined && HOTEL_NUMBERS.includes(number);
