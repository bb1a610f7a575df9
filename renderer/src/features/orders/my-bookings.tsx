import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SlotBooking } from '@common/api';
import { hrefs } from '@renderer/lib/paths';
import { mySlots } from '@renderer/lib/api/commerce-calls';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useContentStore } from '@renderer/features/content';
import { useLanguageStore } from '@renderer/features/language';
import { cancelBooking } from '@renderer/features/slots';

/** 'Fri 31 Oct' of a booking's 'YYYY-MM-DD', as the guest's language writes it. */
function bookingDay(date: string, lang: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00`));
  } catch {
    return date;
  }
}

function useBookings(token: string) {
  const [round, setRound] = useState(0);
  const [bookings, setBookings] = useState<SlotBooking[]>([]);
  useEffect(() => {
    let live = true;
    mySlots(token).then(
      (answer) => live && setBookings(answer.result === 0 ? (answer.data ?? []) : []),
      (error: unknown) => log('warn', 'bookings not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [token, round]);
  return { bookings, reload: () => setRound((n) => n + 1) };
}

/** The guest's time-slot bookings (the spa) in My orders, each cancellable until it begins. */
export function MyBookings({ token }: { token: string }) {
  const t = useT();
  const lang = useLanguageStore((s) => s.language);
  const byId = useContentStore((s) => s.index.byId);
  const { bookings, reload } = useBookings(token);
  if (bookings.length === 0) return null;
  const serviceOf = (serviceId: number) => [...byId.values()].find((page) => page.type === 'service' && page.serviceId === serviceId);
  return (
    <section className="my-bookings" aria-labelledby="bookings-title">
      <h2 id="bookings-title">{t('services.slots.bookings')}</h2>
      <ul className="order-list">
        {bookings.map((booking) => {
          const page = serviceOf(booking.serviceId);
          const service = page?.title ?? '';
          const date = bookingDay(booking.date, lang);
          const time = `${booking.start}–${booking.end}`;
          return (
            <li key={`${booking.serviceId}-${booking.intervalCode}`} className="order-card booking-card" data-testid="booking">
              <h3>{page ? <Link to={hrefs.slots(page.id)}>{service}</Link> : service}</h3>
              <p>
                <time dateTime={`${booking.date}T${booking.start}`}>
                  {date} · {time}
                </time>
              </p>
              <button
                type="button"
                aria-label={t('services.slots.cancelLabel', { time: `${date} ${time}` })}
                onClick={() => void cancelBooking({ token, serviceId: booking.serviceId, intervalCode: booking.intervalCode, service, date, time }, reload)}
              >
                {t('services.slots.cancel')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
