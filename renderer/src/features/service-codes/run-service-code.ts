import { SERVICE_CODE } from '@common/spec';
import { setRemoteDebug, stopRemoteDebugScript } from './remote-debug';

export interface ServiceCodeActions {
  navigate: (path: string) => void;
  /** 1105: forget the room registration, log out, reload. */
  clearRoom: () => Promise<void>;
  /** 1171: load the hotel's remote-debug script now (it also loads on every start while the flag is on). */
  startRemoteDebug: () => void;
  /** Shows a result to the installer: a plain notice or the 'unknown service code' error. */
  notify: (kind: 'info' | 'error', text: 'unknownCode' | 'remoteDebugOn' | 'remoteDebugOff') => void;
}

const SERVICE_PATHS = { device: '/service-pages/device', diagnostics: '/service-pages/diagnostics', log: '/log' } as const;

/** Part 1 §6 service codes. */
export async function runServiceCode(code: string, actions: ServiceCodeActions): Promise<void> {
  switch (code.trim()) {
    case SERVICE_CODE.clearRoom:
      return actions.clearRoom();
    case SERVICE_CODE.remoteDebugOn:
      setRemoteDebug(true);
      actions.startRemoteDebug();
      return actions.notify('info', 'remoteDebugOn');
    case SERVICE_CODE.remoteDebugOff:
      setRemoteDebug(false);
      stopRemoteDebugScript();
      return actions.notify('info', 'remoteDebugOff');
    case SERVICE_CODE.devicePage:
      return actions.navigate(SERVICE_PATHS.device);
    case SERVICE_CODE.log:
      return actions.navigate(SERVICE_PATHS.log);
    case SERVICE_CODE.diagnostics:
      return actions.navigate(SERVICE_PATHS.diagnostics);
    default:
      return actions.notify('error', 'unknownCode');
  }
}
