import type { Page } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';

export function GalleryView({ page }: { page: Page }) {
  const t = useT();
  const items = page.items ?? [];
  if (items.length === 0) return <EmptyState text={t('content.empty')} />;
  return (
    <ul className="gallery" aria-label={t('content.gallery')}>
      {items.map((src, i) => (
        <li key={`${i}-${src}`}>
          <ContentImage src={src} alt={`${page.title} ${i + 1}`} />
        </li>
      ))}
    </ul>
  );
}
