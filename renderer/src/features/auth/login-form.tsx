import { useEffect, useId, useState, type FormEvent } from 'react';
import type { GuestType } from '@common/spec';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { usePlatform } from '@renderer/platform';
import { useHotelStore } from '@renderer/features/hotel';
import { openDialog } from '@renderer/features/shell';
import { useGuestStore } from './guest-store';
import { firstPaymentMethod, GUEST_TYPE_LABEL, resolveGuestType } from './guest-type';
import { LOGIN_FIELDS, validateLogin, type FieldError, type LoginField, type LoginValues } from './login-fields';
import { loginAsGuest, type LoginFailureText } from './web-login-flow';

const FIELD_LABEL: Record<LoginField, TranslationKey> = {
  room: 'login.room',
  lastName: 'login.lastName',
  booking: 'login.booking',
  phone: 'login.phone',
  email: 'login.email',
  pin: 'login.pin',
};

const FIELD_INPUT: Record<LoginField, { type: string; autoComplete: string; inputMode?: 'numeric' | 'tel' | 'email' }> = {
  room: { type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  booking: { type: 'text', autoComplete: 'off' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  pin: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
};

const ERROR_TEXT: Record<FieldError, TranslationKey> = {
  required: 'login.required',
  phone: 'login.invalidPhone',
  email: 'login.invalidEmail',
};

const failureKey = (text: LoginFailureText): TranslationKey =>
  text === 'generic' ? 'login.generic' : (`login.${text}` as TranslationKey);

export function LoginForm() {
  const t = useT();
  const platform = usePlatform();
  const formId = useId();
  const config = useHotelStore((s) => s.config);
  const hotelId = useHotelStore((s) => s.identity?.id);
  const configured = config?.guestTypes ?? [];
  // The form keeps its own choice: a failed login wipes the guest record, not what the guest is typing.
  const [chosen, setChosen] = useState(() => useGuestStore.getState().guest.guestType);
  const type = resolveGuestType(configured, chosen);
  const [values, setValues] = useState<LoginValues>({});
  const [errors, setErrors] = useState<Partial<Record<LoginField, FieldError>>>({});
  const [busy, setBusy] = useState(false);
  // A room's tablet is shared by every guest who stays: its browser must not remember what one of them typed.
  const [sharedScreen, setSharedScreen] = useState(false);
  useEffect(() => {
    let live = true;
    void platform.getDeviceMode().then((mode) => live && setSharedScreen(mode !== 'phone'));
    return () => {
      live = false;
    };
  }, [platform]);

  const chooseType = (next: GuestType) => {
    setErrors({});
    setChosen(next);
    useGuestStore.getState().setGuest({ guestType: next, paymentMethod: firstPaymentMethod(config?.paymentMethods ?? [], next) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(type, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy || hotelId === undefined) return;
    setBusy(true);
    const outcome = await loginAsGuest(platform, hotelId, type, values);
    setBusy(false);
    if (!outcome.ok) openDialog({ kind: 'error', title: t('shell.error'), text: t(failureKey(outcome.text)) });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate autoComplete={sharedScreen ? 'off' : undefined} aria-label={t('auth.login')}>
      {configured.length > 1 && (
        <fieldset className="guest-types option-list">
          <legend>{t('login.guestType')}</legend>
          {configured.map((option) => (
            <label key={option} className="guest-type option-row">
              <input type="radio" name="guestType" value={option} checked={option === type} onChange={() => chooseType(option)} />
              {t(GUEST_TYPE_LABEL[option])}
            </label>
          ))}
        </fieldset>
      )}
      {LOGIN_FIELDS[type].map((field) => {
        const error = errors[field];
        const errorId = `${formId}-${field}-error`;
        return (
          <label key={`${type}-${field}`} className="field">
            {t(FIELD_LABEL[field])}
            <input
              name={field}
              {...FIELD_INPUT[field]}
              autoComplete={sharedScreen ? 'off' : FIELD_INPUT[field].autoComplete}
              value={values[field] ?? ''}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              required
            />
            {error && (
              <span id={errorId} className="field-error" role="alert">
                {t(ERROR_TEXT[error])}
              </span>
            )}
          </label>
        );
      })}
      <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
        {busy ? t('login.loggingIn') : t('login.submit')}
      </button>
    </form>
  );
}
