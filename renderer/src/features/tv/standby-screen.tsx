import { useT } from '@renderer/lib/i18n';

/** Power off on a set-top is standby: a black screen (the display sleeps in the kiosk) that OK or power wakes. */
export function StandbyScreen() {
  const t = useT();
  return (
    <div className="tv-standby" data-testid="tv-standby" role="status">
      <p>{t('tv.standby')}</p>
    </div>
  );
}
