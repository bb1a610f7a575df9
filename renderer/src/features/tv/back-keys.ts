/** Back on a TV remote arrives as one of these, depending on the set-top (webOS 461, Tizen 10009). */
const BACK_KEYS = new Set(['Escape', 'BrowserBack', 'GoBack', 'Back', 'XF86Back']);
const BACK_CODES = new Set([461, 10009]);

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function isBackKey(event: KeyboardEvent): boolean {
  if (BACK_KEYS.has(event.key) || BACK_CODES.has(event.keyCode)) return true;
  // Backspace is Back except where it deletes what is being typed.
  return event.key === 'Backspace' && !typing(event.target);
}

export const isDigitKey = (event: KeyboardEvent): boolean => /^[0-9]$/.test(event.key) && !typing(event.target);
