import { Suspense, useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { LazyShopTimepicker } from '@renderer/features/cart';
import { LazyPageBody, LazyProductView, usePage } from '@renderer/features/content';
import { LazyLanguageModal } from '@renderer/features/language';
import { LazyOrderModal } from '@renderer/features/orders';
import { LazySwipeModal, readPageQuery, withoutParams, type ModalType } from '@renderer/features/overlays';
import { LazyTvGuideModal, LazyTvListModal } from '@renderer/features/tv-remote';
import { useT } from '@renderer/lib/i18n';

const MODAL_PARAMS = ['modalType', 'modalId', 'shift', 'product'];

function ModalBody({ type, id, shift, onClose }: { type: Exclude<ModalType, 'language'>; id: string; shift?: number; onClose: () => void }) {
  switch (type) {
    case 'page':
    case 'info':
      return <LazyPageBody id={Number(id)} />;
    case 'order':
      return <LazyOrderModal id={id} onClose={onClose} />;
    case 'timepicker':
      return <LazyShopTimepicker shopId={id} shift={shift} onClose={onClose} />;
    case 'listItems':
      return <LazyTvListModal id={id} onClose={onClose} />;
    case 'tvGuide':
      return <LazyTvGuideModal id={id} />;
  }
}

function useModalTitle(type: ModalType | undefined, id: string | undefined, product: number | null): string {
  const t = useT();
  const page = usePage(Number(product ?? id));
  if (product !== null || type === 'page' || type === 'info') return page?.title ?? '';
  if (type === 'order') return t('shell.titles.orders');
  if (type === 'timepicker') return t('shell.timepicker');
  if (type === 'tvGuide') return t('shell.tvGuide');
  if (type === 'listItems' && id === 'sleepTimer') return t('shell.sleepTimer');
  return t('shell.titles.channels');
}

/** Modals opened by the page query: `modalType` with `modalId`, and `product` on a shop page (phone). */
export function ModalHost({ productModal }: { productModal: boolean }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const query = readPageQuery(search);
  const product = productModal ? query.product : null;
  const title = useModalTitle(query.modal?.type, query.modal?.id, product);
  const close = useCallback(
    () => void navigate({ pathname, search: withoutParams(search, MODAL_PARAMS) }, { replace: true }),
    [navigate, pathname, search],
  );
  if (!query.modal && product === null) return null;
  if (product === null && query.modal?.type === 'language') {
    return (
      <Suspense fallback={null}>
        <LazyLanguageModal onClose={close} />
      </Suspense>
    );
  }
  return (
    <LazySwipeModal title={title} onClose={close}>
      <Suspense fallback={null}>
        {product !== null ? (
          <LazyProductView id={product} />
        ) : query.modal && query.modal.type !== 'language' ? (
          <ModalBody type={query.modal.type} id={query.modal.id} shift={query.modal.shift} onClose={close} />
        ) : null}
      </Suspense>
    </LazySwipeModal>
  );
}
