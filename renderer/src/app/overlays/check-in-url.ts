/** Part 1 §2 `checkInUrl` of the page query: passed on to the check-in screen when it is an absolute web address. */
export function readCheckInUrl(search: string): string | null {
  const value = new URLSearchParams(search).get('checkInUrl')?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
