import { lazy } from 'react';

export { useContentStore } from './store';
export { indexStructure, childPages, type ContentIndex } from './content-index';
export { isVisible, matchesDevice, matchesGroups, visibleOnly, type Audience } from './filters';
export { firstPageId, resolveMenuLink, type MenuTarget } from './resolve-menu-link';
export { footerEntries } from './footer-entries';
export { AudienceProvider, useAudience, usePage, useVisibleMenu, useVisibleChildren } from './audience';
export { MenuItems, MenuList } from './menu-list';
export { HomeMenu } from './home-menu';

/** The page views (and DOMPurify with them) stay out of the entry chunk. */
export const loadPageRoute = () => import('./routes/page-route').then((m) => ({ Component: m.PageRoute }));
export const LazyPageView = lazy(() => import('./components/page-view').then((m) => ({ default: m.PageView })));
