import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT } from '@common/spec';
import {
  isAllowedOrigin,
  LazyFrameOverlay,
  readPageQuery,
  useCheckInLinkStore,
  useOrderLocationStore,
  useViewerStore,
  withoutParams,
} from '@renderer/features/overlays';
import { ModalHost } from './modal-host';

/** Everything the page query opens: modals, the `{product}mode` frame, and the kept location tag. */
export function QueryOverlayBodies({ phone, allowedOrigins }: { phone: boolean; allowedOrigins: readonly string[] | undefined }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = readPageQuery(search);
  const viewer = useViewerStore();

  useEffect(() => {
    if (query.location) useOrderLocationStore.getState().setLocation(query.location);
  }, [query.location]);
  useEffect(() => {
    if (query.checkInUrl) useCheckInLinkStore.getState().setCheckInUrl(query.checkInUrl);
  }, [query.checkInUrl]);

  const frame = query.frame && isAllowedOrigin(query.frame, allowedOrigins) ? query.frame : null;
  return (
    <Suspense fallback={null}>
      <ModalHost productModal={phone} />
      {frame ? (
        <LazyFrameOverlay
          url={frame}
          title=""
          onClose={() => void navigate({ pathname, search: withoutParams(search, [`${PRODUCT}mode`, 'url']) }, { replace: true })}
        />
      ) : null}
      {viewer.url ? <LazyFrameOverlay url={viewer.url} title={viewer.title} onClose={viewer.close} /> : null}
    </Suspense>
  );
}
