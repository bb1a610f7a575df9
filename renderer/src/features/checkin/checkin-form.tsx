import { Suspense, useRef, useState, type FormEvent } from 'react';
import type { CheckinStay } from '@common/api';
import { LazySignatureCanvas, type SignatureCanvasHandle } from '@renderer/features/esign';
import { useT } from '@renderer/lib/i18n';
import { checkinProblems, type CheckinField, type CheckinValues } from './checkin-rules';

interface Props {
  stay: CheckinStay;
  sending: boolean;
  onSubmit: (values: CheckinValues, signature: NonNullable<ReturnType<SignatureCanvasHandle['data']>>) => void;
}

/** Guest details, arrival time and the registration card to sign. */
export function CheckinForm({ stay, sending, onSubmit }: Props) {
  const t = useT();
  const pad = useRef<SignatureCanvasHandle>(null);
  const [values, setValues] = useState<CheckinValues>({
    firstName: stay.guest.firstName,
    lastName: stay.guest.lastName,
    email: stay.guest.email,
    phone: stay.guest.phone,
    arrivalTime: stay.arrivalTime ?? '',
  });
  const [shown, setShown] = useState<Partial<Record<CheckinField | 'signature', boolean>>>({});
  const [drawn, setDrawn] = useState(false);
  const problems = checkinProblems(values);

  const field = (name: CheckinField, type: string, autoComplete: string) => (
    <label className="checkin-field">
      <span>{t(`checkin.fields.${name}`)}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(shown[name] && problems[name])}
        onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
        dir={type === 'tel' || type === 'email' ? 'ltr' : undefined}
      />
      {shown[name] && problems[name] ? <span className="field-error">{t(`checkin.problems.${problems[name]}`)}</span> : null}
    </label>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const signature = pad.current?.data();
    setShown({ firstName: true, lastName: true, email: true, phone: true, arrivalTime: true, signature: true });
    if (Object.keys(problems).length > 0 || !signature) return;
    onSubmit(values, signature);
  };

  return (
    <form className="checkin-form" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{t('checkin.details')}</legend>
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        {field('phone', 'tel', 'tel')}
      </fieldset>
      <fieldset>
        <legend>{t('checkin.arrival')}</legend>
        {field('arrivalTime', 'time', 'off')}
      </fieldset>
      {stay.registrationCard ? (
        <fieldset className="checkin-card">
          <legend>{stay.registrationCard.title}</legend>
          <p>{stay.registrationCard.text}</p>
          <p className="checkin-sign-here">{t('checkin.signHere')}</p>
          <div className="checkin-pad">
            <Suspense fallback={<div className="signature-canvas" />}>
              <LazySignatureCanvas ref={pad} label={t('checkin.padLabel')} onChange={setDrawn} disabled={sending} />
            </Suspense>
          </div>
          <button type="button" className="checkin-clear" disabled={!drawn || sending} onClick={() => pad.current?.clear()}>
            {t('checkin.clear')}
          </button>
          {shown.signature && !drawn ? <p className="field-error">{t('checkin.problems.signature')}</p> : null}
        </fieldset>
      ) : null}
      <button type="submit" className="checkin-submit" disabled={sending} aria-busy={sending}>
        {sending ? t('checkin.sending') : t('checkin.complete')}
      </button>
    </form>
  );
}
