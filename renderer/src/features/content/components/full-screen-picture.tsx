import { useEffect, useRef } from 'react';
import type { GalleryItem } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { ContentImage } from './content-image';

/** One picture over the whole screen, with its caption; Escape or Close leaves, arrows or buttons move on. */
export function FullScreenPicture({ items, at, onMove, onClose }: { items: GalleryItem[]; at: number; onMove: (at: number) => void; onClose: () => void }) {
  const t = useT();
  const close = useRef<HTMLButtonElement>(null);
  const item = items[at]!;
  const rtl = document.documentElement.dir === 'rtl';
  const step = (by: number) => onMove((at + by + items.length) % items.length);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => previous?.focus?.();
  }, []);

  return (
    <div
      className="lightbox"
      role="dialog"
      aria-modal="true"
      aria-label={item.title ?? t('screens.gallery.title')}
      data-testid="lightbox"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
        else if (event.key === 'ArrowRight') step(rtl ? -1 : 1);
        else if (event.key === 'ArrowLeft') step(rtl ? 1 : -1);
      }}
    >
      <button ref={close} type="button" className="lightbox-close" onClick={onClose}>
        {t('shell.close')}
      </button>
      <figure className="lightbox-figure">
        <ContentImage src={item.image} alt={item.title ?? ''} />
        <figcaption>
          {item.title ? <span>{item.title}</span> : null}
          <span className="lightbox-count">{t('screens.gallery.pictureOf', { index: at + 1, count: items.length })}</span>
        </figcaption>
      </figure>
      {items.length > 1 ? (
        <div className="lightbox-nav">
          <button type="button" onClick={() => step(-1)}>
            {t('screens.gallery.previous')}
          </button>
          <button type="button" onClick={() => step(1)}>
            {t('screens.gallery.next')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
