import { LANGUAGE_RELOAD_DELAY_MS } from '@common/spec';
import { log } from '@renderer/lib/log';
import { writeCookie } from '@renderer/lib/storage';

export const LANGUAGE_COOKIE = 'lang';

type LanguageNotifier = (code: string) => void;
let notifier: LanguageNotifier | null = null;

/** The kiosk's remote-state client subscribes here to tell the room about the new language. */
export function setLanguageNotifier(next: LanguageNotifier | null): void {
  notifier = next;
}

/** Part 1 §4: set the cookie, tell the remote state, put the language in the query and reload shortly after. */
export function changeLanguage(code: string, reload: (url: string) => void = (url) => location.replace(url)): void {
  writeCookie(LANGUAGE_COOKIE, code);
  try {
    notifier?.(code);
  } catch (error) {
    log('warn', 'remote state was not told about the language', error);
  }
  const url = new URL(location.href);
  url.searchParams.set('lang', code);
  history.replaceState(history.state, '', url);
  setTimeout(() => reload(url.toString()), LANGUAGE_RELOAD_DELAY_MS);
}
