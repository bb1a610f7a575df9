import { LANGUAGE_RELOAD_DELAY_MS } from '../../../../common/spec';
import { writeCookie } from '../../lib/storage';

export const LANGUAGE_COOKIE = 'lang';

/** Part 1 §4: set the cookie, put the language in the query and reload shortly after. */
export function changeLanguage(code: string, reload: (url: string) => void = (url) => location.replace(url)): void {
  writeCookie(LANGUAGE_COOKIE, code);
  const url = new URL(location.href);
  url.searchParams.set('lang', code);
  history.replaceState(history.state, '', url);
  setTimeout(() => reload(url.toString()), LANGUAGE_RELOAD_DELAY_MS);
}
