import { lazy } from 'react';

export { showToast, useToastStore, type Toast, type ToastType } from './toast-store';
export { ToastHost } from './toast-host';
export { trackRequest, useLoaderStore } from './loader-store';
export { FetchLoader } from './fetch-loader';
export { openPopup, usePopupStore, type PopupItem, type PopupRequest, type PopupType } from './popup-store';
export { showNotification, useNotificationStore, type TabletNotification } from './notification-store';
export { readPageQuery, isAllowedOrigin, withoutParams, MODAL_TYPES, type ModalType, type PageQuery } from './page-query';
export { useOrderLocationStore } from './location-store';
/** The `checkInUrl` of a link, for the check-in screen: its store loads with the screens that read or write it. */
export const loadCheckInLinkStore = () => import('./check-in-link-store').then((m) => m.useCheckInLinkStore);
export { useViewerStore, isPdfLink, pdfViewerUrl, PDF_VIEWER_URL } from './viewer-store';

/** The swipe-down sheet, for the modals of the page query and other features' lazy screens (the cart's timepicker). */
export const LazySwipeModal = lazy(() => import('./swipe-modal').then((m) => ({ default: m.SwipeModal })));
/** Popups and notifications exist on tablets only; phones never load them. */
export const LazyTabletOverlays = lazy(() => import('./tablet-overlays').then((m) => ({ default: m.TabletOverlays })));
