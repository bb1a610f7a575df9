import { PIN_LENGTH } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { PincodeInput } from './pincode-input';
import { useParentalLockOn, usePincodeStore } from './pincode-store';

/** The pincode popup's content: enable the parental lock with a new PIN, or disable it with the stored one. */
export function ParentalLockSettings() {
  const t = useT();
  const on = useParentalLockOn();
  const { inputValue, isError, setInput, enable, disable } = usePincodeStore();
  const complete = inputValue.length === PIN_LENGTH;
  return (
    <fieldset className="parental-lock">
      <legend>{t('pincode.parentalLock')}</legend>
      <p role="status">{on ? t('pincode.parentalLockOn') : t('pincode.parentalLockOff')}</p>
      <PincodeInput value={inputValue} onChange={setInput} invalid={isError} />
      {isError && (
        <p className="field-error" role="alert">
          {on ? t('pincode.wrong') : t('pincode.tooShort')}
        </p>
      )}
      <button type="button" className={complete ? 'pincode-button' : 'pincode-button transparent'} data-complete={complete} onClick={on ? disable : enable}>
        {on ? t('pincode.disable') : t('pincode.enable')}
      </button>
    </fieldset>
  );
}
