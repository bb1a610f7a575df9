export { useAppStatus, type AppStatus } from './app-status-store';
export { useDialogStore, openDialog, type DialogRequest, type DialogButton } from './dialog-store';
export { DialogHost } from './dialog-host';
export { ErrorPage } from './error-page';
export { NotFoundPage } from './not-found-page';
export { Loader } from './loader';
export { ScrollToTop } from './scroll-to-top';
export { RouteErrorBoundary } from './route-error-boundary';
export { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
export { reportError } from './report-error-lazy';
export { floatingCartVisible, FLOATING_CART_HIDDEN } from './floating-cart-rules';
export { useBatteryStore } from './battery-store';

