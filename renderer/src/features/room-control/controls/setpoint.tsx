import { FCU_SETPOINT_C } from '@common/api';
import { formatTemperature, type TemperatureUnit } from '@renderer/lib/temperature';
import { useT } from '@renderer/lib/i18n';

interface SetpointProps {
  label: string;
  celsius: number | undefined;
  scale: TemperatureUnit;
  locale: string;
  disabled?: boolean;
  compact?: boolean;
  onChange: (celsius: number) => void;
}

/** The temperature to reach, a degree Celsius a step (the controller takes whole degrees), in the guest's scale. */
export function Setpoint({ label, celsius, scale, locale, disabled, compact, onChange }: SetpointProps) {
  const t = useT();
  const known = celsius !== undefined && celsius > 0;
  const shown = known ? formatTemperature(celsius, scale, locale) : '–';
  const step = (by: number) => known && onChange(Math.min(FCU_SETPOINT_C.max, Math.max(FCU_SETPOINT_C.min, celsius + by)));
  return (
    <div className={compact ? 'rcu-setpoint rcu-setpoint-compact' : 'rcu-setpoint'} role="group" aria-label={label}>
      <button type="button" aria-label={`${t('roomControl.cooler')}, ${label}`} disabled={disabled || !known || celsius <= FCU_SETPOINT_C.min} onClick={() => step(-1)}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="rcu-setpoint-value" aria-live="polite" aria-label={`${label} ${shown}`}>
        {shown}
      </output>
      <button type="button" aria-label={`${t('roomControl.warmer')}, ${label}`} disabled={disabled || !known || celsius >= FCU_SETPOINT_C.max} onClick={() => step(1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
