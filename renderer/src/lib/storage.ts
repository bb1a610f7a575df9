type Area = 'local' | 'session';
const areaOf = (area: Area): Storage => (area === 'session' ? sessionStorage : localStorage);

/** Web storage that never throws: private modes and full quotas degrade to "nothing stored". Session storage is per tab. */
export function readString(key: string, area: Area = 'local'): string | null {
  try {
    return areaOf(area).getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, area: Area = 'local'): void {
  try {
    areaOf(area).setItem(key, value);
  } catch {
    // Storage unavailable: the value lives for this page only.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const writeJson = (key: string, value: unknown): void => writeString(key, JSON.stringify(value));

export function readCookie(name: string, cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

const YEAR_S = 365 * 24 * 60 * 60;

export function writeCookie(name: string, value: string, maxAgeS = YEAR_S): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeS}; SameSite=Lax`;
}
