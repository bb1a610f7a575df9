type RemoteStateCloser = () => void;
let closeRemoteState: RemoteStateCloser | null = null;

/** The kiosk's remote-state client registers how to close its socket; area selection closes it. */
export function setRemoteStateCloser(next: RemoteStateCloser | null): void {
  closeRemoteState = next;
}

export const remoteStateCloser = (): RemoteStateCloser | null => closeRemoteState;
