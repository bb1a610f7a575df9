import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRODUCT } from '@common/spec';
import { useViewerStore } from '@renderer/features/content';
import { FrameOverlay } from './frame-overlay';
import { useOrderLocationStore } from './location-store';
import { ModalHost } from './modal-host';
import { isAllowedOrigin, readPageQuery, withoutParams } from './page-query';

/** Everything the page query opens: modals, the `{product}mode` frame, and the kept location tag. */
export function QueryOverlayBodies({ phone, allowedOrigins }: { phone: boolean; allowedOrigins: readonly string[] | undefined }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = readPageQuery(search);
  const viewer = useViewerStore();

  useEffect(() => {
    if (query.location) useOrderLocationStore.getState().setLocation(query.location);
  }, [query.location]);

  const frame = query.frame && isAllowedOrigin(query.frame, allowedOrigins) ? query.frame : null;
  return (
    <>
      <ModalHost productModal={phone} />
      {frame ? (
        <FrameOverlay
          url={frame}
          title=""
          onClose={() => void navigate({ pathname, search: withoutParams(search, [`${PRODUCT}mode`, 'url']) }, { replace: true })}
        />
      ) : null}
      {viewer.url ? <FrameOverlay url={viewer.url} title={viewer.title} onClose={viewer.close} /> : null}
    </>
  );
}
