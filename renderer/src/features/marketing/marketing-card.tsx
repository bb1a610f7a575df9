import { useEffect, useId } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import type { MarketingNotification } from '@common/api';
import { NOTIFICATION_Z_INDEX_START } from '@common/spec';
import { useGuestStore } from '@renderer/features/auth';
import { resolveMenuLink, useLinkContext } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { isPdfLink, pdfViewerUrl, useViewerStore } from '@renderer/features/overlays';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import type { DeviceMode } from '@renderer/platform';
import { blockFor, fillUsername } from './marketing-rules';
import { closeNotification, notificationShown } from './marketing-store';
import './marketing.css';

function useDetails(link: string | undefined, close: () => void): (() => void) | null {
  const navigate = useNavigate();
  const context = useLinkContext();
  const openViewer = useViewerStore((s) => s.open);
  if (!link) return null;
  const target = resolveMenuLink({ link }, context);
  if (target.kind === 'route') return () => (close(), void navigate(target.to));
  if (target.kind === 'viewer') return () => (close(), openViewer(isPdfLink(target.href) ? pdfViewerUrl(target.href) : target.href, ''));
  if (target.kind === 'external') return () => (close(), void window.open(target.href, '_blank', 'noopener,noreferrer'));
  return null;
}

/**
 * One marketing notification (part 2 §2): on a phone an alert is a dialog and a text message a banner; a tablet or
 * TV shows the notification card (title, image or icon, text, Details, Close), stacked from z-index 20.
 */
export function MarketingCard({ notification, mode }: { notification: MarketingNotification; mode: DeviceMode }) {
  const t = useT();
  const id = useId();
  const language = useLanguageStore((s) => s.language);
  const guest = useGuestStore((s) => s.guest);
  const close = () => closeNotification(notification.id);
  const details = useDetails(notification.link, close);
  const block = blockFor(notification, language);

  useEffect(() => {
    if (block) {
      notificationShown(notification.id);
      return;
    }
    log('warn', `marketing ${notification.id} has no text to show`);
    closeNotification(notification.id);
  }, [block, notification.id]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeNotification(notification.id);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [notification.id]);
  if (!block) return null;

  const name = [guest.guestFirstName, guest.guestName].filter(Boolean).join(' ') || t('marketing.guest');
  const alert = notification.type === 'alert';
  const kind = mode !== 'phone' ? 'tablet-notification' : alert ? 'marketing-alert' : 'marketing-banner';
  const card = (
    <div
      role={alert ? 'alertdialog' : 'status'}
      aria-modal={alert && mode === 'phone' ? true : undefined}
      aria-labelledby={`${id}-title`}
      className={`marketing-card ${kind}`}
      style={mode !== 'phone' ? { zIndex: NOTIFICATION_Z_INDEX_START } : undefined}
      data-testid="marketing"
    >
      {block.image ? <img src={block.image} alt="" className="notification-image" /> : null}
      {!block.image && notification.icon ? <img src={notification.icon} alt="" className="notification-icon" width="48" height="48" /> : null}
      <h2 id={`${id}-title`}>{block.title}</h2>
      <p>{fillUsername(block.text, name)}</p>
      <div className="dialog-buttons">
        {details ? (
          <button type="button" onClick={details}>
            {t('shell.details')}
          </button>
        ) : null}
        <button type="button" onClick={close} autoFocus={alert}>
          {t('shell.close')}
        </button>
      </div>
    </div>
  );
  return kind === 'marketing-alert' ? <div className="overlay">{card}</div> : card;
}
