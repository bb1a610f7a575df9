import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { useT } from '@renderer/lib/i18n';
import { usePlatform } from '@renderer/platform';
import { logout } from '@renderer/features/auth';
import { useHotelStore } from '@renderer/features/hotel';
import { openDialog } from '@renderer/features/shell';
import { loadRemoteDebugScript } from './remote-debug';
import { runServiceCode } from './run-service-code';

/** The service code entry, loaded on the tap that opens it. */
export function ServiceCodeDialog({ onClose, onNavigate }: { onClose: () => void; onNavigate?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const platform = usePlatform();
  const titleId = useId();
  const [code, setCode] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code;
    onClose();
    await runServiceCode(entered, {
      navigate: (path) => {
        onNavigate?.();
        navigate(path);
      },
      clearRoom: async () => {
        await platform.clearRegistration();
        await logout();
        location.reload();
      },
      startRemoteDebug: () => {
        const config = useHotelStore.getState().config;
        loadRemoteDebugScript(config?.remoteDebugUrl, config?.allowedFrameOrigins);
      },
      notify: (kind, text) =>
        openDialog({ kind, title: kind === 'error' ? t('shell.error') : t('service.codeTitle'), text: t(`service.${text}`) }),
    });
  };

  return (
    <div className="overlay">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog service-code-dialog">
        <h2 id={titleId}>{t('service.codeTitle')}</h2>
        <form onSubmit={submit}>
          <label>
            {t('service.code')}
            <input value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="off" autoFocus />
          </label>
          <div className="dialog-buttons">
            <button type="button" onClick={onClose}>
              {t('service.cancel')}
            </button>
            <button type="submit">{t('service.enter')}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
