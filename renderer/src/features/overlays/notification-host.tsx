import { useNavigate } from '@renderer/lib/navigation';
import { NOTIFICATION_Z_INDEX_START } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { useNotificationStore } from './notification-store';

/** Tablet notifications and alerts: title, image or icon, text, Details (links on) and Close. */
export function NotificationHost() {
  const t = useT();
  const navigate = useNavigate();
  const items = useNotificationStore((s) => s.items);
  const dismiss = useNotificationStore((s) => s.dismiss);
  return (
    <>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="alertdialog"
          aria-labelledby={`notification-${item.id}`}
          className="tablet-notification"
          style={{ zIndex: NOTIFICATION_Z_INDEX_START + i }}
        >
          {item.image ? <img src={item.image} alt="" className="notification-image" /> : null}
          {!item.image && item.icon ? <img src={item.icon} alt="" className="notification-icon" width="48" height="48" /> : null}
          <h2 id={`notification-${item.id}`}>{item.title}</h2>
          <p>{item.text}</p>
          <div className="dialog-buttons">
            {item.link ? (
              <button
                type="button"
                onClick={() => {
                  dismiss(item.id);
                  void navigate(item.link as string);
                }}
              >
                {t('shell.details')}
              </button>
            ) : null}
            <button type="button" onClick={() => dismiss(item.id)}>
              {t('shell.close')}
            </button>
          </div>
        </div>
      ))}
    </>
  );
}
