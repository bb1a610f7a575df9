import { EMERGENCY_NUMBER } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { call } from './phone-line';

/** Part 2 §9 emergency 911: one press, no prefix, logged in or not. */
export function EmergencyPanel() {
  const t = useT();
  return (
    <div className="phone-emergency">
      <button type="button" className="phone-emergency-call" onClick={() => void call(EMERGENCY_NUMBER)}>
        {t('phone.emergency.call', { number: EMERGENCY_NUMBER })}
      </button>
      <p className="phone-hint">{t('phone.emergency.text')}</p>
    </div>
  );
}
