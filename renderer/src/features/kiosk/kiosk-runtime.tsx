import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BATTERY_REFRESH_MS } from '@common/spec';
import { scheduler } from '@renderer/lib/scheduler';
import { usePlatform } from '@renderer/platform';
import { useHotelStore } from '@renderer/features/hotel';
import { noteActivity } from '@renderer/features/idle';
import { LazyOnScreenKeyboard } from '@renderer/features/keyboard';
import { useLanguageStore } from '@renderer/features/language';
import { RemoteStateConnector } from '@renderer/features/remote-state';
import { useAreaStore } from '@renderer/features/room';
import { useBatteryStore } from '@renderer/features/shell';
import { quietHoursBrightnessNow } from './quiet-hours';
import { isSystemActivity } from './system-idle';
import { createWakeTapGuard } from './wake-tap-guard';
import './kiosk-runtime.css';

const QUIET_HOURS_CHECK_MS = 60_000;

/**
 * Everything room mode runs beside the pages: battery refresh for the header, status context for main's
 * reports, system idle into the idle timers, the wake-tap guard, quiet hours, the remote-state socket and
 * the on-screen keyboard. Mounted once by the tablet layout.
 */
export function KioskRuntime({ screensaver }: { screensaver: string }) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const language = useLanguageStore((s) => s.language);
  const quietHours = useHotelStore((s) => s.config?.quietHours);
  const [brightness, setBrightness] = useState(() => quietHoursBrightnessNow(quietHours));
  const [guard] = useState(() => createWakeTapGuard(window, noteActivity));
  const screenOff = brightness <= 0;
  const onScreensaver = pathname === screensaver;

  useEffect(() => () => guard.dispose(), [guard]);

  useEffect(() => {
    const refresh = async () => {
      const battery = await platform.getBattery();
      if (battery) useBatteryStore.getState().setBattery(battery.level, battery.plugged);
    };
    void refresh().catch(() => undefined);
    const off = platform.onBattery((battery) => useBatteryStore.getState().setBattery(battery.level, battery.plugged));
    const unregister = scheduler.register({ name: 'battery', intervalMs: BATTERY_REFRESH_MS, tabletOnly: true, run: refresh });
    return () => {
      off();
      unregister();
    };
  }, [platform]);

  useEffect(
    () => platform.onSystemIdle((idleMs) => isSystemActivity(idleMs) && noteActivity()),
    [platform],
  );

  useEffect(() => {
    const check = () => setBrightness(quietHoursBrightnessNow(quietHours));
    check();
    return scheduler.register({ name: 'quiet-hours', intervalMs: QUIET_HOURS_CHECK_MS, tabletOnly: true, run: check });
  }, [quietHours]);

  useEffect(() => {
    if (screenOff) guard.arm('screen-off');
    else if (onScreensaver) guard.arm('screensaver');
    else guard.disarm();
  }, [guard, screenOff, onScreensaver]);

  useEffect(() => {
    void platform.setDisplayPower(!screenOff).catch(() => undefined);
  }, [platform, screenOff]);

  useEffect(() => {
    void platform.reportStatus({ page: pathname, language, active: !onScreensaver && !screenOff }).catch(() => undefined);
  }, [platform, pathname, language, onScreensaver, screenOff]);

  useEffect(
    () =>
      useAreaStore.subscribe((area, previous) => {
        if (area.TVID !== previous.TVID || area.title !== previous.title) {
          void platform.setArea({ tvid: area.TVID, title: area.title }).catch(() => undefined);
        }
      }),
    [platform],
  );

  return (
    <>
      <RemoteStateConnector />
      <Suspense fallback={null}>
        <LazyOnScreenKeyboard language={language} />
      </Suspense>
      {brightness < 1 && (
        <div className="quiet-hours-dim" aria-hidden="true" data-testid="quiet-hours-dim" style={{ opacity: 1 - brightness }} />
      )}
    </>
  );
}
