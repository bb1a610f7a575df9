/**
 * What a browser can say about a Bluetooth vendor's permissions. A web page never reaches a vendor's SDK, so the
 * Bluetooth ones are 'unavailable' here; location is what the browser's Permissions API reports.
 */
export async function browserPermissions(required: readonly string[]): Promise<Record<string, string>> {
  let location = 'prompt';
  try {
    location = (await navigator.permissions?.query({ name: 'geolocation' }))?.state ?? 'prompt';
  } catch {
    // Permissions API missing or refusing the name: the browser has not said.
  }
  return Object.fromEntries(required.map((name) => [name, name.startsWith('bluetooth') ? 'unavailable' : location]));
}
