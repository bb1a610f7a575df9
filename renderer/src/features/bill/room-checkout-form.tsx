import { useId, useState, type FormEvent } from 'react';
import { useT } from '@renderer/lib/i18n';

/**
 * A room's tablet is anyone's in the room and shows the guest's name, so its checkout asks for what only the
 * guest has: the booking number. The browser must not remember it on a shared screen.
 */
export function RoomCheckoutForm({ busy, onCheckout }: { busy: boolean; onCheckout: (bookingNumber: string) => void }) {
  const t = useT();
  const id = useId();
  const [bookingNumber, setBookingNumber] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bookingNumber.trim()) onCheckout(bookingNumber.trim());
  };
  return (
    <form className="bill-room-checkout" onSubmit={submit}>
      <p id={`${id}-hint`}>{t('services.bill.bookingHint')}</p>
      <label htmlFor={`${id}-booking`}>{t('services.bill.bookingNumber')}</label>
      <input
        id={`${id}-booking`}
        name="bookingNumber"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        aria-describedby={`${id}-hint`}
        value={bookingNumber}
        onChange={(event) => setBookingNumber(event.target.value)}
      />
      <button type="submit" className="primary bill-checkout" disabled={busy} aria-busy={busy}>
        {t('services.bill.checkout')}
      </button>
    </form>
  );
}
