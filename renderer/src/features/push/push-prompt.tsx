import { useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { pushSupported } from './push-support';

/** An offer, not a demand: the browser's permission prompt opens only when the guest taps the button. */
export function PushPrompt() {
  const t = useT();
  const [state, setState] = useState<'offer' | 'asking' | 'done'>(() =>
    pushSupported() && Notification.permission === 'default' ? 'offer' : 'done',
  );
  if (state === 'done') return null;
  const enable = async () => {
    setState('asking');
    await import('./start-push').then((m) => m.enablePush());
    setState('done');
  };
  return (
    <div className="push-prompt" role="region" aria-label={t('push.offerTitle')}>
      <p>{t('push.offer')}</p>
      <button type="button" onClick={() => void enable()} disabled={state === 'asking'}>
        {t('push.enable')}
      </button>
      <button type="button" className="link-button" onClick={() => setState('done')}>
        {t('push.notNow')}
      </button>
    </div>
  );
}
