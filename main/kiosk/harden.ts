import type { Session, WebContents } from 'electron';
import { decideWindowOpen, isAllowedNavigation, isPermissionAllowed, withDefaultCsp } from './navigation-policy';

/** Any web contents (the kiosk window or anything else that appears) stays on the hotel's origins. */
export function hardenContents(contents: WebContents, allowedOrigins: readonly string[]): void {
  const guard = (event: { preventDefault(): void }, url: string) => {
    if (!isAllowedNavigation(url, allowedOrigins)) {
      event.preventDefault();
      console.warn(`[kiosk] blocked navigation to ${url.slice(0, 200)}`);
    }
  };
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-frame-navigate', (event) => guard(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, allowedOrigins);
    if (!decision.openInApp) console.warn(`[kiosk] denied window.open of ${url.slice(0, 200)}`);
    return { action: decision.action };
  });
}

export function hardenSession(session: Session, allowedOrigins: readonly string[]): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl || contents.getURL(), allowedOrigins));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, allowedOrigins),
  );
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: withDefaultCsp(details.responseHeaders) });
  });
}
