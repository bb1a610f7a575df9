import { useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { showToast } from '@renderer/features/overlays';
import { sendDnd } from './phone-calls';
import { usePhoneStore } from './phone-store';

/** Do-not-disturb is the hotel's to keep: the switch moves once the hotel has taken it. */
export function DndPanel() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const { dnd, setDnd } = usePhoneStore();
  const [busy, setBusy] = useState(false);
  if (!token) return <LoginRequired />;
  const toggle = async () => {
    setBusy(true);
    try {
      const answer = await sendDnd(token, !dnd);
      if (answer.result !== 0 || answer.dnd === undefined) throw new Error(`dnd refused: ${answer.result}`);
      setDnd(answer.dnd);
    } catch {
      showToast(t('phone.dnd.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="phone-dnd">
      <div className="phone-dnd-row">
        <span id="phone-dnd-label">{t('phone.dnd.title')}</span>
        <button
          type="button"
          role="switch"
          className="phone-switch"
          aria-checked={dnd}
          aria-labelledby="phone-dnd-label"
          aria-busy={busy}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {dnd ? t('phone.dnd.on') : t('phone.dnd.off')}
        </button>
      </div>
      <p className="phone-hint">{t('phone.dnd.text')}</p>
    </div>
  );
}
