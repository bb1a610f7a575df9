import { usePreloadStore } from '@renderer/features/content';
import { useT } from '@renderer/lib/i18n';

/** The tablet's screen loader with a progress bar while content images preload. */
export function ScreenLoader() {
  const t = useT();
  const { active, done, total } = usePreloadStore();
  if (!active || total === 0) return null;
  return (
    <div className="screen-loader" role="status" data-testid="screen-loader">
      <span className="spinner" aria-hidden="true" />
      <progress max={total} value={done} aria-label={t('shell.loadingImages')} />
    </div>
  );
}
