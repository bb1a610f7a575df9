import type { MouseEvent } from 'react';
import { sanitizeHtml } from '../sanitize';
import { isPdfLink, pdfViewerUrl, useViewerStore } from '@renderer/features/overlays';

export function HtmlText({ html }: { html: string | undefined }) {
  const openViewer = useViewerStore((state) => state.open);
  if (!html) return null;
  /** Part 1 §2: a PDF link opens in the in-app viewer (on the phone too), never leaving the app. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (!href || !isPdfLink(href)) return;
    event.preventDefault();
    openViewer(pdfViewerUrl(new URL(href, location.href).toString()), anchor?.textContent ?? '');
  };
  return <div className="html-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
