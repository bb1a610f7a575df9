export { useAppStatus, type AppStatus } from './app-status-store';
export { useDialogStore, openDialog, type DialogRequest, type DialogButton } from './dialog-store';
export { DialogHost } from './dialog-host';
export { ErrorPage } from './error-page';
export { NotFoundPage } from './not-found-page';
export { Loader } from './loader';
export { ScrollToTop } from './scroll-to-top';
export { RouteError } from './route-error';
export { reportError } from './report-error';
export { useCartCount, floatingCartVisible } from './cart-count';
export { useBatteryStore } from './battery-store';

export const loadInformationRoute = () =>
  import('./information-route').then((m) => ({ Component: m.InformationRoute }));
export const loadComingSoonRoute = () => import('./coming-soon-route').then((m) => ({ Component: m.ComingSoonRoute }));
