/** True when `url` is a document of exactly `allowedOrigin` (scheme, host and port). */
export function isTrustedSender(url: string, allowedOrigin: string): boolean {
  try {
    const origin = new URL(url).origin;
    return origin !== 'null' && origin === new URL(allowedOrigin).origin;
  } catch {
    return false;
  }
}

export interface InvokeSender {
  senderWebContentsId: number;
  /** The frame is its page's top frame (not an iframe). */
  isMainFrame: boolean;
  frameUrl: string;
}

/** Only the kiosk window's own top frame, showing the hotel origin, may use the bridge. */
export function isTrustedInvoke(sender: InvokeSender, kioskWebContentsId: number | null, allowedOrigin: string): boolean {
  return (
    kioskWebContentsId !== null &&
    sender.senderWebContentsId === kioskWebContentsId &&
    sender.isMainFrame &&
    isTrustedSender(sender.frameUrl, allowedOrigin)
  );
}
