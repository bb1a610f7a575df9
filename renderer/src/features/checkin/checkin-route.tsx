import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { CheckinStay, SignatureData } from '@common/api';
import { useLanguageStore } from '@renderer/features/language';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { completeCheckin, getCheckinStay } from './checkin-calls';
import { CheckinForm } from './checkin-form';
import { normalisePhone, type CheckinValues } from './checkin-rules';
import './checkin.css';

type Loaded = { status: 'loading' } | { status: 'invalid' } | { status: 'failed' } | { status: 'ready'; stay: CheckinStay };

function StaySummary({ stay }: { stay: CheckinStay }) {
  const t = useT();
  return (
    <dl className="checkin-stay">
      <div><dt>{t('checkin.hotel')}</dt><dd>{stay.hotelName}</dd></div>
      {stay.room ? <div><dt>{t('checkin.room')}</dt><dd>{stay.room}</dd></div> : null}
      {stay.checkInDate ? <div><dt>{t('checkin.arrivalDate')}</dt><dd dir="ltr">{stay.checkInDate}</dd></div> : null}
      {stay.checkOutDate ? <div><dt>{t('checkin.departureDate')}</dt><dd dir="ltr">{stay.checkOutDate}</dd></div> : null}
    </dl>
  );
}

/** The demo's own online check-in: the stay, the guest's details, the arrival time and the signed registration card. */
export function CheckinRoute() {
  const t = useT();
  const tag = useParams().tag ?? '';
  const lang = useLanguageStore((s) => s.language);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const [sendFailed, setSendFailed] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    getCheckinStay(tag, lang)
      .then((answer) => live && setLoaded(answer.result === 0 && answer.data ? { status: 'ready', stay: answer.data } : { status: 'invalid' }))
      .catch((error: unknown) => {
        log('warn', 'check-in stay not read', error);
        if (live) setLoaded({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [tag, lang, round]);

  const submit = async (values: CheckinValues, signature: SignatureData) => {
    setSending(true);
    setSendFailed(null);
    try {
      const answer = await completeCheckin(tag, { ...values, phone: normalisePhone(values.phone), lang, signature });
      if (answer.result === 0) setRound((n) => n + 1);
      else setSendFailed(answer.message ?? t('checkin.sendFailed'));
    } catch (error) {
      log('warn', 'check-in not sent', error);
      setSendFailed(t('checkin.sendFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page checkin" aria-labelledby="checkin-title">
      <h1 id="checkin-title">{t('checkin.title')}</h1>
      {loaded.status === 'loading' ? <p className="empty-state" role="status">{t('checkin.loading')}</p> : null}
      {loaded.status === 'invalid' ? <p role="alert">{t('checkin.invalid')}</p> : null}
      {loaded.status === 'failed' ? (
        <div role="alert">
          <p>{t('checkin.unavailable')}</p>
          <button type="button" onClick={() => setRound((n) => n + 1)}>{t('checkin.retry')}</button>
        </div>
      ) : null}
      {loaded.status === 'ready' ? (
        <>
          <StaySummary stay={loaded.stay} />
          {loaded.stay.completedAt ? (
            <div className="checkin-done" role="status" data-testid="checkin-done">
              <h2>{t('checkin.doneTitle')}</h2>
              <p>{t('checkin.doneText', { time: loaded.stay.arrivalTime ?? '' })}</p>
            </div>
          ) : (
            <CheckinForm stay={loaded.stay} sending={sending} onSubmit={(values, signature) => void submit(values, signature)} />
          )}
          {sendFailed ? <p className="field-error" role="alert">{sendFailed}</p> : null}
        </>
      ) : null}
    </section>
  );
}
