import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MobileKeyVendor } from '@common/api';
import { useHotelStore } from '@renderer/features/hotel';
import { LazyQrCode } from '@renderer/features/app-qr';
import { useT } from '@renderer/lib/i18n';
import { loadInviteCode } from './key-actions';
import { useMobileKeyStore } from './mobile-key-store';
import { isPermitted, permissionVendorOf, REQUIRED_PERMISSIONS } from './permissions';
import { browserPermissions } from './browser-permissions';
import { useProblemText } from './problem-text';

const QR_SIZE_PX = 168;
const NONE: readonly string[] = [];

function InviteCode({ token, vendor }: { token: string; vendor: MobileKeyVendor }) {
  const t = useT();
  const problemText = useProblemText();
  const stored = useMobileKeyStore((s) => s.inviteCode);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void loadInviteCode(token, vendor).then((outcome) => {
      if (live && 'problem' in outcome) setProblem(problemText(outcome.problem));
    });
    return () => {
      live = false;
    };
    // The code is fetched once per screen; the words of a problem follow the language without fetching again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, vendor]);
  if (stored) {
    const copy = () => void navigator.clipboard?.writeText(stored).then(() => setCopied(true), () => setCopied(false));
    return (
      <div className="invite-code">
        <output className="invite-code-value" data-testid="invite-code" dir="ltr">
          {stored}
        </output>
        <button type="button" className="mobile-key-secondary" onClick={copy}>
          {copied ? t('mobileKey.browser.copied') : t('mobileKey.browser.copy')}
        </button>
      </div>
    );
  }
  return problem ? <p className="mobile-key-problem" role="alert">{problem}</p> : <p className="empty-state" role="status">{t('mobileKey.browser.codeLoading')}</p>;
}

function AppLink({ url, name }: { url: string; name: string }) {
  const t = useT();
  const absolute = new URL(url, location.origin);
  const label = t('mobileKey.browser.getApp', { app: name });
  return (
    <div className="mobile-key-app">
      <Suspense fallback={<div className="qr-placeholder" style={{ width: QR_SIZE_PX, height: QR_SIZE_PX }} />}>
        <LazyQrCode text={absolute.href} label={t('mobileKey.browser.qr', { app: name })} sizePx={QR_SIZE_PX} testId="app-qr" />
      </Suspense>
      {absolute.origin === location.origin ? (
        <Link className="mobile-key-secondary" to={absolute.pathname + absolute.search}>{label}</Link>
      ) : (
        <a className="mobile-key-secondary" href={absolute.href} target="_blank" rel="noopener noreferrer">{label}</a>
      )}
    </div>
  );
}

/** Bluetooth vendors need their native SDK: what to do, with the invite code and the hotel's app. */
export function BrowserVariant({ token, vendor }: { token: string; vendor: MobileKeyVendor }) {
  const t = useT();
  const app = useHotelStore((s) => s.config?.mobileKey);
  const appName = app?.appName ?? t('mobileKey.browser.hotelApp');
  const permissionVendor = permissionVendorOf(vendor);
  const required = permissionVendor ? REQUIRED_PERMISSIONS[permissionVendor] : NONE;
  const record = useMobileKeyStore((s) => (permissionVendor ? s.permissions[permissionVendor] : undefined));
  useEffect(() => {
    if (!permissionVendor) return;
    void browserPermissions(required).then((states) => {
      const { permissions, set } = useMobileKeyStore.getState();
      set({ permissions: { ...permissions, [permissionVendor]: states } });
    });
  }, [permissionVendor, required]);
  const names = [...new Set(required.map((p) => t(`mobileKey.permission.${p.startsWith('bluetooth') ? 'bluetooth' : 'location'}`)))];
  return (
    <div className="mobile-key-browser" data-testid="mobile-key-browser">
      <p className="mobile-key-lead">{t('mobileKey.browser.lead', { app: appName })}</p>
      <ol className="mobile-key-steps">
        <li>
          <p>{t('mobileKey.browser.install', { app: appName })}</p>
          {app?.appUrl ? <AppLink url={app.appUrl} name={appName} /> : null}
        </li>
        <li>
          <p>{t('mobileKey.browser.enterCode')}</p>
          <InviteCode token={token} vendor={vendor} />
        </li>
        <li>
          <p>{t('mobileKey.browser.holdNear')}</p>
          {required.length > 0 && !isPermitted(record, required) ? (
            <p className="mobile-key-note">{t('mobileKey.browser.permissions', { app: appName, list: names.join(', ') })}</p>
          ) : null}
        </li>
      </ol>
    </div>
  );
}
