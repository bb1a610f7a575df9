import { staticPaths } from '@common/api';
import { baseUrl, request } from '@renderer/lib/api';
import { log } from '@renderer/lib/log';

const HASH_KEY = (file: string) => `stay.cssHash.${file}`;

/** Part 1 §9: stylesheet cache keys are the SHA-1 of their text. */
export async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function addStylesheet(href: string, id: string): void {
  if (document.getElementById(id)) return;
  const link = document.createElement('link');
  link.id = id;
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** The text just fetched goes in as it is: linking it as well would download it twice. */
function addStyleText(text: string, id: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = text;
  document.head.append(style);
}

function readHash(file: string): string | null {
  try {
    return sessionStorage.getItem(HASH_KEY(file));
  } catch {
    return null;
  }
}

/**
 * Part 1 §4 custom styling: the hotel's custom.css and custom-vars.css, then, for custom hotel data (the host's
 * custom-hotel label), the demo customisation stylesheet. Their text is hashed (SHA-1) and the hash kept in session
 * storage; later loads of the session link the file at once with the hash as cache-buster.
 */
export async function applyCustomStyles(hotel: string, withVars: boolean, custom?: string): Promise<void> {
  const files = withVars ? [staticPaths.customVars(hotel), staticPaths.customCss(hotel)] : [staticPaths.customCss(hotel)];
  if (custom) files.push(staticPaths.customHotel(hotel, custom));
  for (const path of files) {
    const name = custom && path.endsWith(`/custom/${custom}.css`) ? `custom-hotel-${custom}.css` : path.slice(path.lastIndexOf('/') + 1);
    const id = `stay-${name.replace('.', '-')}`;
    const known = readHash(name);
    if (known) {
      addStylesheet(`${baseUrl('static')}${path}?h=${known}`, id);
      continue;
    }
    try {
      const text = await request<string>({ base: 'static', path, responseType: 'text' });
      if (!text.trim()) continue;
      sessionStorage.setItem(HASH_KEY(name), await sha1Hex(text));
      addStyleText(text, id);
    } catch (error) {
      log('warn', `${name} not applied`, error);
    }
  }
}
