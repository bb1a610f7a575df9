import type { MouseEvent } from 'react';
import { useAudience } from '../audience';
import { sanitizeHtml } from '../sanitize';
import { isPdfLink, pdfViewerUrl, useViewerStore } from '@renderer/features/overlays';

export function HtmlText({ html }: { html: string | undefined }) {
  const { device } = useAudience();
  const openViewer = useViewerStore((state) => state.open);
  if (!html) return null;
  /** Part 1 §2: on a tablet a PDF link opens in the in-app viewer, never a browser window. */
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (device === 'phone' || !href || !isPdfLink(href)) return;
    event.preventDefault();
    openViewer(pdfViewerUrl(new URL(href, location.href).toString()), anchor?.textContent ?? '');
  };
  return <div className="html-text" onClick={onClick} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
