/** Where the phone record (part 1 §3, version 4) is kept. */
export const PHONE_RECORD_KEY = 'stay.phone';
