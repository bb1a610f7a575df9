import { useEffect, useState } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { getCheckinUrl } from './checkin-calls';

/** Where the backend's check-in address leads: inside the app on this host, else the web address itself. */
export function checkinTarget(url: string, origin: string = location.origin): { kind: 'route'; to: string } | { kind: 'web'; href: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin === origin ? { kind: 'route', to: parsed.pathname + parsed.search } : { kind: 'web', href: parsed.href };
}

function Redirect({ token }: { token: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    getCheckinUrl(token)
      .then((answer) => {
        const target = answer.result === 0 && answer.url ? checkinTarget(answer.url) : null;
        if (!live) return;
        if (!target) return setFailed(true);
        if (target.kind === 'route') void navigate(target.to, { replace: true });
        else location.assign(target.href);
      })
      .catch((error: unknown) => {
        log('warn', 'check-in link not fetched', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [token, round, navigate]);
  if (!failed) return <p className="empty-state" role="status">{t('checkin.opening')}</p>;
  return (
    <div role="alert">
      <p>{t('checkin.unavailable')}</p>
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setRound((n) => n + 1);
        }}
      >
        {t('checkin.retry')}
      </button>
    </div>
  );
}

/** Part 1 §2: a page opened with `checkInUrl` leads the guest to online check-in (`GET getCheckinURL`). */
export function CheckinRedirect() {
  const token = useAuthStore((s) => s.token);
  return token ? <Redirect token={token} /> : <LoginRequired />;
}
