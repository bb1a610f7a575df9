/** The largest random part, so the uuid stays a short decimal. */
const RANDOM_MAX = 2 ** 31;

/** Part 2 §3: the install's id is the auth uuid plus a random integer (the device id stands in for a missing uuid). */
export function mobileKeyUuid(authUuid: string | null, deviceId: string | null): string {
  const base = authUuid ?? deviceId ?? crypto.randomUUID();
  const random = crypto.getRandomValues(new Uint32Array(1))[0]! % RANDOM_MAX;
  return `${base}-${random}`;
}
