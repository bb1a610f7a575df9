import { formatTemperature } from '@renderer/lib/temperature';
import { useT } from '@renderer/lib/i18n';
import { Setpoint } from '../controls/setpoint';
import { changeDevice, useDeviceState } from '../use-room-control';
import type { DeviceItemProps } from './item-props';
import { percent, useReading } from './use-locale';

/** dimmerMini and soundMini: one button that switches the light or speaker, its level beside the name. */
export function LevelTile({ item, device, unreachable, sound }: DeviceItemProps & { sound?: boolean }) {
  const t = useT();
  const { locale } = useReading();
  const state = useDeviceState(device);
  const on = (state?.state ?? 0) > 0;
  return (
    <button
      type="button"
      className="rcu-tile-button"
      aria-pressed={on}
      disabled={unreachable || state === undefined}
      onClick={() => changeDevice(device, { state: on ? 0 : sound ? 30 : 100 })}
    >
      <span className="rcu-tile-title">{item.page.title}</span>
      <span className="rcu-value">{on ? percent(state?.state ?? 0, locale) : t('roomControl.off')}</span>
    </button>
  );
}

/** fcuMini and fcutemponlyMini: the setpoint with its steps and the room's temperature. */
export function ClimateTile({ item, device, unreachable }: DeviceItemProps) {
  const t = useT();
  const { locale, scale } = useReading();
  const state = useDeviceState(device);
  const locked = state?.control === 0;
  return (
    <>
      <span className="rcu-tile-title">{item.page.title}</span>
      {state?.roomTemperature !== undefined && (
        <span className="rcu-now">{t('roomControl.now', { value: formatTemperature(state.roomTemperature, scale, locale, 1) })}</span>
      )}
      {locked && <span className="rcu-locked">{t('roomControl.windowOpenClimate')}</span>}
      <Setpoint
        compact
        label={item.page.title}
        celsius={state?.temperature}
        scale={scale}
        locale={locale}
        disabled={unreachable || state === undefined || locked}
        onChange={(temperature) => changeDevice(device, { temperature })}
      />
    </>
  );
}
