import { Link } from 'react-router-dom';
import type { MenuTarget } from '@renderer/features/content';
import { isPdfLink, pdfViewerUrl, useViewerStore } from '@renderer/features/overlays';

/** A link to where an answer leads: a route, an outside page (phone) or the in-app viewer (tablet, TV). */
export function TargetLink({ target, className, children }: { target: MenuTarget; className?: string; children: string }) {
  const openViewer = useViewerStore((s) => s.open);
  if (target.kind === 'route') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (target.kind === 'viewer') {
    return (
      <button type="button" className={className} onClick={() => openViewer(isPdfLink(target.href) ? pdfViewerUrl(target.href) : target.href, children)}>
        {children}
      </button>
    );
  }
  return null;
}
