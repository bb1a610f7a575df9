import { Suspense } from 'react';
import type { ListItem } from '@common/api';
import { LazyEsignSigning } from '@renderer/features/esign';
import { HtmlText } from './html-text';

/** An esign list item opened as its own page: the document, then who signs and the pad (the list shows its picture). */
export function EsignItemView({ item, showTitle }: { item: ListItem; showTitle: boolean }) {
  return (
    <article className="page page-esign-item" data-page-id={item.id}>
      {showTitle && <h1>{item.title}</h1>}
      <HtmlText html={item.text} />
      <Suspense fallback={null}>
        <LazyEsignSigning documentId={item.id} />
      </Suspense>
    </article>
  );
}
