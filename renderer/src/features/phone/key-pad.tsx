import type { KeyboardEvent } from 'react';
import { useT } from '@renderer/lib/i18n';
import { call } from './phone-line';
import { usePhoneStore } from './phone-store';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** The entered number and the key pad. What is dialled goes out as typed: 911 needs no prefix. */
export function KeyPad() {
  const t = useT();
  const { enteredNumber, press, erase, setNumber } = usePhoneStore();
  const dial = () => void call(enteredNumber);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && enteredNumber) dial();
  };
  return (
    <div className="phone-key-pad">
      <div className="phone-entered">
        <input
          type="tel"
          inputMode="none"
          dir="ltr"
          aria-label={t('phone.enteredNumber')}
          placeholder={t('phone.noNumber')}
          value={enteredNumber}
          onChange={(event) => setNumber(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="phone-erase" aria-label={t('phone.erase')} disabled={!enteredNumber} onClick={erase}>
          ⌫
        </button>
      </div>
      <div className="phone-keys" dir="ltr">
        {KEYS.map((key) => (
          <button key={key} type="button" className="phone-key" onClick={() => press(key)}>
            {key}
          </button>
        ))}
      </div>
      <button type="button" className="primary phone-dial" disabled={!enteredNumber} onClick={dial}>
        {t('phone.call')}
      </button>
    </div>
  );
}
