import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { readPageQuery, usePopupStore, useViewerStore } from '@renderer/features/overlays';

const QueryOverlayBodies = lazy(() => import('./query-overlay-bodies').then((m) => ({ default: m.QueryOverlayBodies })));

/** Cheap on every screen: the overlays' code loads only once the query or the viewer asks for one. */
export function QueryOverlays({ phone, allowedOrigins }: { phone: boolean; allowedOrigins: readonly string[] | undefined }) {
  const { search, pathname } = useLocation();
  const query = readPageQuery(search);
  const viewerOpen = useViewerStore((s) => s.url !== null);

  // Part 1 §4: navigation closes the in-app frame and any popup (modals follow the query by themselves).
  useEffect(() => {
    useViewerStore.getState().close();
    usePopupStore.getState().close();
  }, [pathname]);

  const wanted =
    query.modal !== null || query.frame !== null || query.location !== null || search.includes('checkInUrl=') || (phone && query.product !== null) || viewerOpen;
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <QueryOverlayBodies phone={phone} allowedOrigins={allowedOrigins} />
    </Suspense>
  );
}
