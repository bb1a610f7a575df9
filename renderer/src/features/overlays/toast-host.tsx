import { useT } from '@renderer/lib/i18n';
import { useToastStore } from './toast-store';

export function ToastHost() {
  const t = useT();
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <div className="toasts" role="region" aria-label={t('shell.notifications')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast-${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button type="button" className="icon-button" aria-label={t('shell.close')} onClick={() => dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
