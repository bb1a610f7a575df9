import { useEffect, useState, type FormEvent } from 'react';
import { APP_VERSION } from '@common/spec';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { usePlatform, type DeviceIdentity } from '@renderer/platform';
import { useHotelStore } from '@renderer/features/hotel';
import { selectArea, useAreaStore, useDeviceStore } from '@renderer/features/room';
import { openDialog } from '@renderer/features/shell';

const AREA_CHOICES = ['0', '1', '2', '3'];

/** '/service-pages/device': what an installer needs to know about this device, and re-registering it. */
export function DevicePage() {
  const t = useT();
  const platform = usePlatform();
  const hotel = useHotelStore((s) => s.hotel);
  const registration = useDeviceStore((s) => s.registration);
  const area = useAreaStore();
  const [identity, setIdentity] = useState<DeviceIdentity | null>(null);
  const [tvid, setTvid] = useState(area.TVID);
  const [busy, setBusy] = useState(false);
  const [locked, setLocked] = useState(true);

  const toggleLock = async () => setLocked(await platform.setKioskLocked(!locked));

  useEffect(() => {
    void platform.getIdentity().then(setIdentity);
  }, [platform]);

  const areaTitle = (id: string) => (id === '0' ? t('service.areaMain') : t('service.areaOther', { index: id }));

  const reRegister = async (event: FormEvent) => {
    event.preventDefault();
    if (!registration || busy) return;
    setBusy(true);
    const outcome = await selectArea(platform, registration, { TVID: tvid, title: areaTitle(tvid) });
    setBusy(false);
    openDialog(
      outcome.ok
        ? { title: t('service.deviceTitle'), text: t('service.reRegistered') }
        : { kind: 'error', title: t('shell.error'), text: t(`room.inRoomRegister_${outcome.result}` as TranslationKey) },
    );
  };

  const rows: [TranslationKey, string][] = [
    ['service.hotel', hotel],
    ['service.room', registration?.roomNumber ?? t('service.none')],
    ['service.area', `${area.title || areaTitle(area.TVID)} (${area.TVID})`],
    ['service.mac', identity ? identity.mac || t('service.hiddenByBrowser') : '…'],
    ['service.ip', identity ? identity.ip || t('service.hiddenByBrowser') : '…'],
    ...(identity?.deviceId ? [['service.deviceId', identity.deviceId] as [TranslationKey, string]] : []),
    ['service.appVersion', APP_VERSION],
    ['service.registration', registration ? `${t('service.registered')} ${registration.registeredAt}` : t('service.notRegistered')],
  ];

  return (
    <section className="page service-page" aria-labelledby="device-title">
      <h1 id="device-title">{t('service.deviceTitle')}</h1>
      <dl className="device-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd data-testid={label.replace('service.', 'device-')}>{value}</dd>
          </div>
        ))}
      </dl>
      {registration && (
        <form onSubmit={reRegister}>
          <label>
            {t('service.chooseArea')}
            <select value={tvid} onChange={(e) => setTvid(e.target.value)}>
              {AREA_CHOICES.map((id) => (
                <option key={id} value={id}>
                  {areaTitle(id)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={busy} aria-busy={busy}>
            {t('service.reRegister')}
          </button>
        </form>
      )}
      {platform.kind === 'kiosk' && (
        <button type="button" onClick={() => void toggleLock()} aria-pressed={!locked}>
          {t(locked ? 'service.leaveKiosk' : 'service.lockKiosk')}
        </button>
      )}
    </section>
  );
}
