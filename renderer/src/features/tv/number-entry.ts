/** Part of the TV's number entry: how long it waits for another digit, and how many a channel number has at most. */
export const NUMBER_ENTRY_MS = 1_500;
export const NUMBER_MAX_DIGITS = 3;

/** Adds a typed digit; the number is taken at once when it cannot grow any more. */
export function pushDigit(digits: string, digit: string): { digits: string; complete: boolean } {
  const next = `${digits}${digit}`.replace(/^0+(?=\d)/, '').slice(0, NUMBER_MAX_DIGITS);
  return { digits: next, complete: next.length >= NUMBER_MAX_DIGITS };
}
