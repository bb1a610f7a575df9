import { useEffect, useRef } from 'react';
import { useT } from '@renderer/lib/i18n';
import { LevelSlider } from '../controls/level-slider';
import { SwitchButton } from '../controls/switch-button';
import { changeDevice, useDeviceState, useSettledLevel } from '../use-room-control';
import type { DeviceItemProps } from './item-props';
import { percent, useReading } from './use-locale';

/** A level device: a dimmable light, or a speaker (`sound`), with its on/off switch and its slider. */
export function LevelItem({ item, device, unreachable, sound }: DeviceItemProps & { sound?: boolean }) {
  const t = useT();
  const { locale } = useReading();
  const state = useDeviceState(device);
  const [level, setLevel] = useSettledLevel(device, state?.state);
  const lastOn = useRef(sound ? 30 : 100);
  useEffect(() => {
    if (level && level > 0) lastOn.current = level;
  }, [level]);
  const disabled = unreachable || state === undefined;
  const on = (level ?? 0) > 0;
  const words = on ? percent(level ?? 0, locale) : t('roomControl.off');
  return (
    <>
      <div className="rcu-card-head">
        <h2 id={`rcu-${item.page.id}`}>{item.page.title}</h2>
        <SwitchButton
          label={item.page.title}
          on={on}
          onText={t('roomControl.on')}
          offText={t('roomControl.off')}
          disabled={disabled}
          onToggle={(next) => changeDevice(device, { state: next ? lastOn.current : 0 })}
        />
      </div>
      <LevelSlider
        label={sound ? t('roomControl.volume') : t('roomControl.brightness')}
        value={level ?? 0}
        valueText={words}
        disabled={disabled}
        onChange={setLevel}
      />
    </>
  );
}
