import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { hrefs } from '@renderer/lib/paths';
import { takeSlot } from '@renderer/lib/api/commerce-calls';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { hotelNow } from '@renderer/lib/time';
import { LoginRequired, useAuthStore } from '@renderer/features/auth';
import { useContentStore, usePage } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { showToast } from '@renderer/features/overlays';
import { cancelBooking } from './cancel-booking';
import { DateStrip, dayLabel } from './date-strip';
import { bookableService, canTake, hasBegun, isoDay, slotClock, slotDates } from './slot-rules';
import { alertSlotError, useSlots } from './use-slots';
import './slots.css';

function SlotList({ token, serviceId, service }: { token: string; serviceId: number; service: string }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.language);
  const [dates] = useState(() => slotDates(hotelNow().toDate()));
  const [date, setDate] = useState(() => isoDay(dates[0]!));
  const [taking, setTaking] = useState<string | null>(null);
  const { state, busy, reload } = useSlots(token, serviceId, date, t('login.generic'));

  const take = async (intervalCode: string) => {
    setTaking(intervalCode);
    let answer: Awaited<ReturnType<typeof takeSlot>> | null = null;
    try {
      answer = await takeSlot({ token, intervalCode, serviceId });
    } catch (error) {
      log('warn', 'slot take failed', error);
    }
    setTaking(null);
    if (answer?.result === 0) {
      showToast(t('services.slots.done'));
      reload();
    } else alertSlotError(answer?.message, t('login.generic'));
  };

  return (
    <>
      <DateStrip dates={dates} value={date} onChange={setDate} />
      <div className="slot-area" aria-live="polite" aria-busy={busy}>
        {state.status === 'loading' ? <p className="empty-state">{t('services.slots.loading')}</p> : null}
        {state.status === 'failed' ? (
          <div className="load-failed">
            <p>{state.message || t('services.slots.failed')}</p>
            <button type="button" onClick={reload}>
              {t('services.retry')}
            </button>
          </div>
        ) : null}
        {state.status === 'ready' && state.slots.length === 0 ? <p className="empty-state">{t('services.slots.none')}</p> : null}
        {state.status === 'ready' && state.slots.length > 0 ? (
          <ul className="slot-list">
            {state.slots.map((slot) => {
              const label = `${slotClock(slot.start)}–${slotClock(slot.end)}`;
              const begun = hasBegun(date, slot.start, hotelNow().toDate());
              const mine = slot.takenByMe === true;
              const cancel = () => {
                const day = dayLabel(new Date(`${date}T12:00:00`), lang);
                void cancelBooking({ token, serviceId, intervalCode: slot.intervalCode, service, date: `${day.weekday} ${day.day}`, time: label }, reload);
              };
              return (
                <li key={slot.intervalCode} className={`slot${begun ? ' slot-past' : ''}${mine ? ' slot-mine' : ''}`} data-testid="slot" data-state={begun ? 'past' : mine ? 'mine' : 'open'}>
                  <span className="slot-time">{label}</span>
                  {begun ? (
                    <span className="slot-free">{mine ? t('services.slots.booked') : t('services.slots.started')}</span>
                  ) : mine ? (
                    <>
                      <span className="slot-free slot-booked">{t('services.slots.booked')}</span>
                      <button type="button" aria-label={t('services.slots.cancelLabel', { time: label })} onClick={cancel}>
                        {t('services.slots.cancel')}
                      </button>
                    </>
                  ) : (
                    <>
                      <span className="slot-free">{t('services.slots.free', { count: slot.free })}</span>
                      <button
                        type="button"
                        disabled={!canTake(slot, begun) || taking !== null}
                        aria-label={`${t('services.slots.book')} ${label}`}
                        onClick={() => void take(slot.intervalCode)}
                      >
                        {t('services.slots.book')}
                      </button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </>
  );
}

/** Without an id: the hotel's bookable services, each a link to its slots. */
function ServiceChoice() {
  const t = useT();
  const byId = useContentStore((s) => s.index.byId);
  const services = [...byId.values()].filter((page) => page.type === 'service' && bookableService(page) !== undefined);
  return (
    <>
      <p>{t('services.slots.chooseService')}</p>
      <ul className="child-links">
        {services.map((page) => (
          <li key={page.id}>
            <Link to={hrefs.slots(page.id)}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** `/slots/{id}` (part 2 §2): free times of a service page's service, by day; back goes to the page. */
export function SlotsRoute() {
  const t = useT();
  const { id } = useParams();
  const token = useAuthStore((s) => s.token);
  const page = usePage(Number(id));
  const serviceId = bookableService(page);
  const title = page?.title ?? t('shell.titles.slotsId');
  let body;
  if (!token) body = <LoginRequired />;
  else if (id === undefined) body = <ServiceChoice />;
  else if (serviceId === undefined) body = <p className="empty-state">{t('services.slots.unknownService')}</p>;
  else body = <SlotList token={token} serviceId={serviceId} service={page?.title ?? ''} />;
  return (
    <section className="page slots" aria-labelledby="slots-title">
      <h1 id="slots-title">{title}</h1>
      {body}
    </section>
  );
}
