import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { PRODUCT } from '@common/spec';
import {
  isAllowedOrigin,
  loadCheckInLinkStore,
  readPageQuery,
  useOrderLocationStore,
  useViewerStore,
  withoutParams,
} from '@renderer/features/overlays';
import { readCheckInUrl } from './check-in-url';
import { FrameOverlay } from './frame-overlay';
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
  const checkInUrl = readCheckInUrl(search);
  useEffect(() => {
    if (checkInUrl) void loadCheckInLinkStore().then((store) => store.getState().setCheckInUrl(checkInUrl));
  }, [checkInUrl]);

  const frame = query.frame && isAllowedOrigin(query.frame, allowedOrigins) ? query.frame : null;
  return (
    <Suspense fallback={null}>
      <ModalHost productModal={phone} />
      {frame ? (
        <FrameOverlay
          url={frame}
          title=""
          onClose={() => void navigate({ pathname, search: withoutParams(search, [`${PRODUCT}mode`, 'url']) }, { replace: true })}
        />
      ) : null}
      {viewer.url ? <FrameOverlay url={viewer.url} title={viewer.title} onClose={viewer.close} /> : null}
    </Suspense>
  );
}
