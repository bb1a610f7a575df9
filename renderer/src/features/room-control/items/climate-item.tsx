import { FCU_FAN, FCU_MODE } from '@common/api';
import { formatTemperature } from '@renderer/lib/temperature';
import { useT } from '@renderer/lib/i18n';
import { ChoiceGroup } from '../controls/choice-group';
import { Setpoint } from '../controls/setpoint';
import { SwitchButton } from '../controls/switch-button';
import { changeDevice, useDeviceState } from '../use-room-control';
import type { DeviceItemProps } from './item-props';
import { useReading } from './use-locale';

/** A climate unit (fcu): power, setpoint, mode and fan speed; `temperatureOnly` (fcutemponly) has the setpoint alone. */
export function ClimateItem({ item, device, unreachable, temperatureOnly }: DeviceItemProps & { temperatureOnly?: boolean }) {
  const t = useT();
  const { locale, scale } = useReading();
  const state = useDeviceState(device);
  const locked = state?.control === 0;
  const disabled = unreachable || state === undefined || locked;
  const title = item.page.title;
  const modes = [
    { value: FCU_MODE.auto, label: t('roomControl.modeAuto') },
    { value: FCU_MODE.cool, label: t('roomControl.modeCool') },
    { value: FCU_MODE.heat, label: t('roomControl.modeHeat') },
    { value: FCU_MODE.fan, label: t('roomControl.modeFan') },
  ];
  const fans = [
    { value: FCU_FAN.auto, label: t('roomControl.fanAuto') },
    { value: FCU_FAN.low, label: t('roomControl.fanLow') },
    { value: FCU_FAN.medium, label: t('roomControl.fanMedium') },
    { value: FCU_FAN.high, label: t('roomControl.fanHigh') },
  ];
  return (
    <>
      <div className="rcu-card-head">
        <h2 id={`rcu-${item.page.id}`}>{title}</h2>
        {!temperatureOnly && (
          <SwitchButton
            label={title}
            on={state?.state === 1}
            onText={t('roomControl.on')}
            offText={t('roomControl.off')}
            disabled={disabled}
            onToggle={(on) => changeDevice(device, { state: on ? 1 : 0 })}
          />
        )}
      </div>
      {state?.roomTemperature !== undefined && (
        <p className="rcu-now">{t('roomControl.now', { value: formatTemperature(state.roomTemperature, scale, locale, 1) })}</p>
      )}
      {locked && <p className="rcu-locked">{t('roomControl.windowOpenClimate')}</p>}
      <Setpoint
        label={t('roomControl.setpoint')}
        celsius={state?.temperature}
        scale={scale}
        locale={locale}
        disabled={disabled}
        onChange={(temperature) => changeDevice(device, { temperature })}
      />
      {!temperatureOnly && (
        <>
          <ChoiceGroup label={t('roomControl.mode')} choices={modes} value={state?.mode} disabled={disabled} onChange={(mode) => changeDevice(device, { mode })} />
          <ChoiceGroup label={t('roomControl.fan')} choices={fans} value={state?.fan} disabled={disabled} onChange={(fan) => changeDevice(device, { fan })} />
        </>
      )}
    </>
  );
}
