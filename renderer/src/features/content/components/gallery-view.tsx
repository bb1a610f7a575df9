import { lazy, Suspense, useState } from 'react';
import type { GalleryItem, Page } from '@common/api';
import { useT, withFeatureTexts } from '@renderer/lib/i18n';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';

const FullScreenPicture = lazy(withFeatureTexts(() => import('./full-screen-picture').then((m) => ({ default: m.FullScreenPicture }))));

const asItem = (item: string | GalleryItem): GalleryItem => (typeof item === 'string' ? { image: item } : item);

/** A gallery page: its pictures with their captions; a tap shows one full screen. */
export function GalleryView({ page }: { page: Page }) {
  const t = useT();
  const items = (page.items ?? []).map(asItem);
  const [open, setOpen] = useState<number | null>(null);
  if (items.length === 0) return <EmptyState text={t('content.empty')} />;
  return (
    <>
      <ul className="gallery" aria-label={t('content.gallery')}>
        {items.map((item, i) => (
          <li key={`${i}-${item.image}`}>
            <figure className="gallery-item">
              <button type="button" className="gallery-open" onClick={() => setOpen(i)}>
                <ContentImage src={item.image} alt={item.title ?? `${page.title} ${i + 1}`} />
              </button>
              {item.title ? <figcaption>{item.title}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <FullScreenPicture items={items} at={open} onMove={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
