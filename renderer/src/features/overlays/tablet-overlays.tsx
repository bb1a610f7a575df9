import { NotificationHost } from './notification-host';
import { PopupHost } from './popup-host';

/** Tablet-only overlays: popups and notifications. */
export function TabletOverlays() {
  return (
    <>
      <PopupHost />
      <NotificationHost />
    </>
  );
}
