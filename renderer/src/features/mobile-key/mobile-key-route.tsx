import { useEffect, useState } from 'react';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { useT } from '@renderer/lib/i18n';
import { ActiveVariant } from './active-variant';
import { BrowserVariant } from './browser-variant';
import { InactiveVariant } from './inactive-variant';
import { loadKey, loadOmnitecLocks } from './key-actions';
import type { KeyProblem } from './key-messages';
import { useMobileKeyStore } from './mobile-key-store';
import { useProblemText } from './problem-text';
import { variantOf } from './variant';
import './mobile-key.css';

type Loaded = { token: string; problem: KeyProblem | null };

function MobileKey({ token }: { token: string }) {
  const t = useT();
  const problemText = useProblemText();
  const vendor = useMobileKeyStore((s) => s.vendor);
  const has = useMobileKeyStore((s) => s.has);
  const locks = useMobileKeyStore((s) => s.omnitecLocks);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // Opening the screen asks again: the doors and the key may have changed since the app started.
  useEffect(() => {
    if (vendor === 'none') return;
    let live = true;
    const refresh = vendor === 'scienerOmnitecOnline' ? loadOmnitecLocks(token) : loadKey(token, vendor);
    void refresh.then((problem) => live && setLoaded({ token, problem }));
    return () => {
      live = false;
    };
  }, [token, vendor]);

  const current = loaded?.token === token ? loaded : null;
  if (vendor !== 'none' && !has && !current) return <p className="empty-state" role="status">{t('mobileKey.loading')}</p>;
  const problem = current?.problem ? problemText(current.problem) : null;
  const variant = variantOf({ vendor, has });
  return (
    <div data-variant={variant}>
      {variant === 'inactive' ? <InactiveVariant vendor={vendor} problem={problem} /> : null}
      {variant === 'browser' && vendor !== 'none' ? <BrowserVariant token={token} vendor={vendor} /> : null}
      {variant === 'active' ? <ActiveVariant token={token} locks={locks} /> : null}
      {variant !== 'inactive' && problem ? <p className="mobile-key-problem" role="alert">{problem}</p> : null}
    </div>
  );
}

/** `/mobile-key` (part 2 §2): inactive, browser or active, by the vendor and the key. */
export function MobileKeyRoute() {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const title = useMobileKeyStore((s) => s.content);
  return (
    <section className="page mobile-key" aria-labelledby="mobile-key-title">
      <h1 id="mobile-key-title">{title ?? t('mobileKey.title')}</h1>
      {token ? <MobileKey token={token} /> : <LoginRequired />}
    </section>
  );
}
