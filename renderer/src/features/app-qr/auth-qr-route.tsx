import { Suspense, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { LazyHtmlText, usePage } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { authQrUrl, getAuthTag } from './app-qr-calls';
import { QrCode } from './qr-code';
import './app-qr.css';

const QR_SIZE_PX = 240;
/** A new code comes this long before the old one expires, so a scan never lands on a dead tag. */
const RENEW_EARLY_MS = 10_000;

type TagState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; url: string };

function AuthQr({ token }: { token: string }) {
  const t = useT();
  const [round, setRound] = useState(0);
  // A renewed code replaces the old one only when it arrives, so the screen never flashes empty.
  const [tag, setTag] = useState<TagState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let renew: ReturnType<typeof setTimeout> | undefined;
    getAuthTag(token)
      .then((answer) => {
        if (!live) return;
        if (answer.result !== 0 || !answer.tag) return setTag({ status: 'failed' });
        setTag({ status: 'ready', url: authQrUrl(answer.tag) });
        renew = setTimeout(() => setRound((n) => n + 1), Math.max((answer.expiresInMs ?? 0) - RENEW_EARLY_MS, RENEW_EARLY_MS));
      })
      .catch((error: unknown) => {
        log('warn', 'auth tag not fetched', error);
        if (live) setTag({ status: 'failed' });
      });
    return () => {
      live = false;
      clearTimeout(renew);
    };
  }, [token, round]);

  if (tag.status === 'failed') {
    return (
      <div role="alert" className="auth-qr-failed">
        <p>{t('appQr.failed')}</p>
        <button
          type="button"
          onClick={() => {
            setTag({ status: 'loading' });
            setRound((n) => n + 1);
          }}
        >
          {t('appQr.retry')}
        </button>
      </div>
    );
  }
  return (
    <figure className="auth-qr">
      {tag.status === 'ready' ? (
        <QrCode text={tag.url} label={t('appQr.label')} sizePx={QR_SIZE_PX} testId="auth-qr" />
      ) : (
        <div className="auth-qr-placeholder" style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }} role="status" aria-label={t('appQr.loading')} />
      )}
      <figcaption>{t('appQr.hint')}</figcaption>
    </figure>
  );
}

/** `/qr/{id}` (part 1 §2): an authQR item with the code that opens the guest app, logged in, on a phone. */
export function AuthQrRoute() {
  const t = useT();
  const id = Number(useParams().id);
  const page = usePage(id);
  const token = useAuthStore((s) => s.token);
  const title = page?.type === 'authQR' ? page.title : t('appQr.title');
  return (
    <section className="page app-qr" aria-labelledby="app-qr-title">
      <h1 id="app-qr-title">{title}</h1>
      {page?.type === 'authQR' && page.text ? (
        <Suspense fallback={null}>
          <LazyHtmlText html={page.text} />
        </Suspense>
      ) : null}
      {token ? <AuthQr token={token} /> : <LoginRequired />}
    </section>
  );
}
