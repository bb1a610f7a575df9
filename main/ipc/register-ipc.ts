import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { INVOKE_CHANNELS } from '../../common/bridge/contract';
import { dispatchInvoke, KioskBridgeError, type HandlerTable } from './handler-table';
import { isTrustedInvoke } from './trusted-sender';

export interface RegisterIpcOptions {
  table: HandlerTable;
  allowedOrigin: string;
  getKioskContents(): WebContents | null;
}

function senderOf(event: IpcMainInvokeEvent) {
  const frame = event.senderFrame;
  return {
    senderWebContentsId: event.sender.id,
    isMainFrame: frame !== null && frame.parent === null,
    frameUrl: frame?.url ?? '',
  };
}

/** Serves every invoke channel once; each call is checked for its sender, then dispatched. */
export function registerIpc(ipcMain: IpcMain, options: RegisterIpcOptions): () => void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event, ...args: unknown[]) => {
      const contents = options.getKioskContents();
      if (!isTrustedInvoke(senderOf(event), contents?.id ?? null, options.allowedOrigin)) {
        throw new KioskBridgeError(`Refused ${channel} from an untrusted sender`);
      }
      return dispatchInvoke(options.table, channel, args);
    });
  }
  return () => INVOKE_CHANNELS.forEach((channel) => ipcMain.removeHandler(channel));
}
