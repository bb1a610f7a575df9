import { useT } from '@renderer/lib/i18n';

/** A full-screen embedded frame with a close button; used by `{product}mode` links and the in-app viewer. */
export function FrameOverlay({ url, title, onClose }: { url: string; title: string; onClose: () => void }) {
  const t = useT();
  return (
    <div className="frame-overlay" role="dialog" aria-modal="true" aria-label={title || t('shell.viewer')} data-testid="frame-overlay">
      <button type="button" className="frame-close" onClick={onClose}>
        {t('shell.close')}
      </button>
      <iframe src={url} title={title || t('shell.viewer')} sandbox="allow-scripts allow-same-origin allow-forms allow-popups" referrerPolicy="no-referrer" />
    </div>
  );
}
