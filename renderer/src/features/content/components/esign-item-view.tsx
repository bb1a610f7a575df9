import type { ListItem } from '@common/api';
import { useT } from '@renderer/lib/i18n';
import { ContentImage } from './content-image';
import { EmptyState } from './empty-state';
import { HtmlText } from './html-text';

/** An esign list item opened as its own page; signing itself comes with its issue. */
export function EsignItemView({ item, showTitle }: { item: ListItem; showTitle: boolean }) {
  const t = useT();
  return (
    <article className="page page-esign-item" data-page-id={item.id}>
      {showTitle && <h1>{item.title}</h1>}
      <ContentImage src={item.image} className="page-image" />
      <HtmlText html={item.text} />
      <EmptyState text={t('shell.comingSoon')} />
    </article>
  );
}
