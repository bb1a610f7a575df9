import type { WebContents } from 'electron';
import type { EventChannel, KioskEventMap } from '../../common/bridge/contract';

/** Pushes a contract event to the kiosk window; typed so main cannot send what the preload won't relay. */
export function sendKioskEvent<E extends EventChannel>(contents: WebContents, event: E, ...args: KioskEventMap[E]): void {
  if (!contents.isDestroyed()) contents.send(event, ...args);
}
