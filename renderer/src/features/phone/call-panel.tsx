import { useEffect, useState } from 'react';
import { useT } from '@renderer/lib/i18n';
import { callIsLive, useCallStore } from './call-store';
import { callDuration, partyName } from './party-name';
import { answer, hangUp, setMuted } from './phone-line';
import { usePhoneStore } from './phone-store';

function CallTimer({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className="call-timer" data-testid="call-timer">
      {callDuration(now - since)}
    </time>
  );
}

/** The call in progress or just over: who, its state (with a timer once connected), and what can be done. */
export function CallPanel() {
  const t = useT();
  const { status, number, connectedAt, failure } = useCallStore();
  const muted = usePhoneStore((s) => s.muted);
  if (status === 'idle') return null;
  const name = partyName(number, t);
  const live = callIsLive(status);
  return (
    <div className={`call-panel call-${status}`} data-testid="call-panel" data-status={status}>
      <p className="call-party">{name || number}</p>
      {name && <p className="call-number">{number}</p>}
      <p className="call-state" role="status" aria-live="polite">
        {t(`phone.status.${status}`)}
        {status === 'connected' && connectedAt !== null && (
          <>
            {' '}
            <CallTimer since={connectedAt} />
          </>
        )}
      </p>
      {status === 'failed' && failure && (
        <p className="call-failure" role="alert">
          {t(`phone.failure.${failure}`)}
        </p>
      )}
      {live && (
        <div className="call-actions">
          {status === 'incoming' ? (
            <>
              <button type="button" className="call-answer" onClick={answer}>
                {t('phone.answer')}
              </button>
              <button type="button" className="call-hang-up" onClick={hangUp}>
                {t('phone.decline')}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="call-mute" aria-pressed={muted} onClick={() => setMuted(!muted)}>
                {muted ? t('phone.unmute') : t('phone.mute')}
              </button>
              <button type="button" className="call-hang-up" onClick={hangUp}>
                {t('phone.hangUp')}
              </button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
