import { lazy } from 'react';

export { showToast, useToastStore, type Toast, type ToastType } from './toast-store';
export { ToastHost } from './toast-host';
export { trackRequest, useLoaderStore } from './loader-store';
export { FetchLoader } from './fetch-loader';
export { openPopup, usePopupStore, type PopupItem, type PopupRequest, type PopupType } from './popup-store';
export { showNotification, useNotificationStore, type TabletNotification } from './notification-store';
export { readPageQuery, isAllowedOrigin, withoutParams, MODAL_TYPES, type ModalType, type PageQuery } from './page-query';
export { useOrderLocationStore } from './location-store';
export { QueryOverlays } from './query-overlays';

/** Popups and notifications exist on tablets only; phones never load them. */
/** The swipe-down sheet, for other features' lazy screens (the cart's timepicker on a phone). */
export const LazySwipeModal = lazy(() => import('./swipe-modal').then((m) => ({ default: m.SwipeModal })));
export const LazyTabletOverlays = lazy(() => import('./tablet-overlays').then((m) => ({ default: m.TabletOverlays })));
