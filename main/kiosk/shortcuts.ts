/** The fields of Electron's `Input` the decision needs. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const ALWAYS_BLOCKED = new Set(['F5', 'F11', 'F12', 'BrowserBack', 'BrowserForward', 'BrowserRefresh']);
const WITH_COMMAND = new Set(['r', 'w', 'q', 'n', 't']);
const WITH_COMMAND_SHIFT = new Set(['i', 'j', 'c', 'r']);
const WITH_ALT = new Set(['F4', 'ArrowLeft', 'ArrowRight', 'Home']);

/** Keys that would reload, close, open devtools, or navigate away from the kiosk page. */
export function isBlockedShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown' && input.type !== 'rawKeyDown') return false;
  if (ALWAYS_BLOCKED.has(input.key)) return true;
  const command = input.control || input.meta;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  if (command && input.shift && WITH_COMMAND_SHIFT.has(key)) return true;
  if (command && WITH_COMMAND.has(key)) return true;
  return input.alt && !command && WITH_ALT.has(key);
}
