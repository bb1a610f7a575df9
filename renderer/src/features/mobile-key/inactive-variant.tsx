import { useT } from '@renderer/lib/i18n';
import type { MobileKeyVendorOrNone } from '@common/api';

/** No key for this stay (or no lock the phone can open): what that means and who can help. */
export function InactiveVariant({ vendor, problem }: { vendor: MobileKeyVendorOrNone; problem: string | null }) {
  const t = useT();
  return (
    <div className="mobile-key-inactive" data-testid="mobile-key-inactive">
      <div className="mobile-key-badge" aria-hidden="true">
        <KeyIcon />
      </div>
      <h2>{t('mobileKey.inactive.title')}</h2>
      <p>{vendor === 'none' ? t('mobileKey.inactive.noLocks') : t('mobileKey.inactive.text')}</p>
      {problem ? <p className="mobile-key-problem">{problem}</p> : null}
    </div>
  );
}

export function KeyIcon() {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8-8M16 7l2 2M14 9l2 2" />
    </svg>
  );
}
