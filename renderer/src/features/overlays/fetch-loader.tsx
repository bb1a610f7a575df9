import { useT } from '@renderer/lib/i18n';
import { useLoaderStore } from './loader-store';

export function FetchLoader() {
  const t = useT();
  const visible = useLoaderStore((s) => s.visible);
  if (!visible) return null;
  return (
    <div className="fetch-loader" role="status" aria-live="polite" data-testid="fetch-loader">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('shell.loading')}</span>
    </div>
  );
}
