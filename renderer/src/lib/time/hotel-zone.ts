/**
 * The hotel's IANA time zone (config `timeZone`), set once at startup. Kept apart from the dayjs plugins that use it,
 * so the first screen's code carries a string and no date library.
 */
let zone: string | undefined;

export function setHotelTimeZone(next: string | undefined): void {
  zone = next;
}

export const hotelTimeZone = (): string | undefined => zone;
