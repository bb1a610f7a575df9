import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@renderer/lib/navigation';
import type { LoyaltyResponse } from '@common/api';
import { paths } from '@renderer/lib/paths';
import { loyaltyLogin, loyaltyRegister } from '@renderer/lib/api/commerce-calls';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { LoginRequired, useAuthStore, useGuestStore } from '@renderer/features/auth';
import { openDialog } from '@renderer/features/shell';
import { useLoyaltyStore } from './loyalty-store';
import './loyalty.css';

type Field = 'name' | 'email' | 'cardNumber';

const FIELD: Record<Field, { label: TranslationKey; type: string; autoComplete: string; inputMode?: 'email' | 'numeric' }> = {
  name: { label: 'loyalty.name', type: 'text', autoComplete: 'name' },
  email: { label: 'loyalty.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  cardNumber: { label: 'loyalty.cardNumber', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
};

interface LoyaltyFormProps {
  title: TranslationKey;
  fields: Field[];
  initial: Partial<Record<Field, string>>;
  send: (token: string, values: Record<Field, string>) => Promise<LoyaltyResponse>;
}

function LoyaltyForm({ title, fields, initial, send }: LoyaltyFormProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', cardNumber: '', ...initial });
  const [missing, setMissing] = useState<Field[]>([]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = fields.filter((field) => !values[field].trim());
    setMissing(empty);
    if (!token || empty.length > 0 || busy) return;
    setBusy(true);
    let answer: LoyaltyResponse | null = null;
    try {
      answer = await send(token, values);
    } catch (error) {
      log('warn', 'loyalty request failed', error);
    }
    setBusy(false);
    if (answer?.result === 0 && answer.data) {
      useLoyaltyStore.getState().setAccount(answer.data);
      void navigate(paths.loyaltyCard, { replace: true });
      return;
    }
    // Non-zero answers show the server's message.
    openDialog({ kind: 'error', title: t('shell.error'), text: answer?.message || t('loyalty.failed') });
  };

  return (
    <section className="page loyalty" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t(title)}</h1>
      {!token ? (
        <LoginRequired />
      ) : (
        <form className="login-form loyalty-form" onSubmit={(event) => void submit(event)} noValidate>
          {fields.map((field) => {
            const errorId = `${id}-${field}-error`;
            const invalid = missing.includes(field);
            return (
              <div key={field}>
                <label className="field">
                  {t(FIELD[field].label)}
                  <input
                    name={field}
                    type={FIELD[field].type}
                    autoComplete={FIELD[field].autoComplete}
                    inputMode={FIELD[field].inputMode}
                    value={values[field]}
                    onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={invalid ? errorId : undefined}
                    required
                  />
                </label>
                {invalid ? (
                  <span id={errorId} className="field-error" role="alert">
                    {t('loyalty.required')}
                  </span>
                ) : null}
              </div>
            );
          })}
          <button type="submit" className="primary" disabled={busy} aria-busy={busy}>
            {busy ? t('loyalty.sending') : t(title === 'shell.titles.startEarning' ? 'loyalty.register' : 'loyalty.login')}
          </button>
        </form>
      )}
    </section>
  );
}

/** `/loyalty/login`, titled with the programme's title: an existing card by e-mail and card number. */
export function LoyaltyLoginRoute() {
  const email = useGuestStore((s) => s.guest.guestEmail);
  return (
    <LoyaltyForm
      title="shell.titles.loyalty"
      fields={['email', 'cardNumber']}
      initial={{ email: email ?? '' }}
      send={(token, values) => loyaltyLogin({ token, email: values.email.trim(), cardNumber: values.cardNumber.replace(/\s+/g, '') })}
    />
  );
}

/** `/loyalty/register`, titled 'start earning': a new card for the guest's name and e-mail. */
export function LoyaltyRegisterRoute() {
  const guest = useGuestStore((s) => s.guest);
  const name = [guest.guestFirstName, guest.guestName].filter(Boolean).join(' ');
  return (
    <LoyaltyForm
      title="shell.titles.startEarning"
      fields={['name', 'email']}
      initial={{ name, email: guest.guestEmail ?? '' }}
      send={(token, values) => loyaltyRegister({ token, name: values.name.trim(), email: values.email.trim() })}
    />
  );
}
