import type { Page } from '../../../../../common/api';
import { useT } from '../../../lib/i18n';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';
import { HtmlText } from './html-text';

export function ListView({ page }: { page: Page }) {
  const t = useT();
  const items = page.listItems ?? [];
  if (items.length === 0) return <EmptyState text={t('content.empty')} />;
  return (
    <ul className="list-items">
      {items.map((item) => (
        <li key={item.id}>
          <ContentImage src={item.image} />
          <h2>{item.title}</h2>
          <HtmlText html={item.text} />
        </li>
      ))}
    </ul>
  );
}
