import { createElement, lazy } from 'react';

export { useContentStore } from './store';
export { indexStructure, childPages, type ContentIndex, type IndexedListItem } from './content-index';
export { isVisible, matchesDevice, matchesGroups, visibleOnly, type Audience } from './filters';
export { firstPageId, languageModalHref, pageTarget, resolveMenuLink, type LinkContext, type MenuTarget } from './resolve-menu-link';
export { footerEntries } from './footer-entries';
export { AudienceProvider, useAudience, useLinkContext, usePage, useVisibleMenu, useVisibleChildren } from './audience';
export { MenuItems, MenuList } from './menu-list';
export { PageActionsProvider, type PageActions } from './page-actions';
export { HomeMenu } from './home-menu';

/** The page views (and DOMPurify with them) stay out of the entry chunk. */
export const loadPageRoute = () => import('./routes/page-route').then((m) => ({ Component: m.PageRoute }));
export const LazyPageView = lazy(() => import('./components/page-view').then((m) => ({ default: m.PageView })));
/** A page inside a modal: the modal carries the title. */
export const LazyPageBody = lazy(() =>
  import('./components/page-view').then((m) => ({
    default: ({ id }: { id: number }) => createElement(m.PageView, { id, showTitle: false }),
  })),
);
export const LazyProductView = lazy(() => import('./components/product-view').then((m) => ({ default: m.ProductView })));
export { usePreloadStore } from './preload-store';
/** Channels, radio and the TV guide, on demand (a tablet after its first paint, a TV or radio screen): never in the entry. */
export const loadMediaLists = (uid?: string): Promise<void> => import('./media-lists').then((m) => m.loadMediaLists(uid));
/** Tablets preload content images after the first paint; phones never load the preloader. */
export const loadImagePreloader = () => import('./preload-images');
