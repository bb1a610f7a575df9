import { useT } from '@renderer/lib/i18n';

export function Loader() {
  const t = useT();
  return (
    <div className="loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('shell.loading')}</span>
    </div>
  );
}
