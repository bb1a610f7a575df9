import { useId, useState, type FormEvent } from 'react';
import { useT, type TranslationKey } from '@renderer/lib/i18n';
import { usePlatform } from '@renderer/platform';
import { openDialog } from '@renderer/features/shell';
import { loginThisRoom, registerThisRoom, type RoomTarget } from './registration-flow';

const REGISTER_ERROR_KEYS: Record<number, TranslationKey> = {
  1: 'room.inRoomRegister_1',
  2: 'room.inRoomRegister_2',
  3: 'room.inRoomRegister_3',
  4: 'room.inRoomRegister_4',
  6: 'room.inRoomRegister_6',
  9: 'room.inRoomRegister_9',
};

interface RoomRegistrationProps extends RoomTarget {
  onDone: () => void;
}

const currentPlace = () => `${window.location.pathname}${window.location.search}`;

/** Tablet mode without a registration: the installer types the room number. */
export function RoomRegistration({ hotel, hotelId, onDone }: RoomRegistrationProps) {
  const t = useT();
  const platform = usePlatform();
  const titleId = useId();
  const [roomNumber, setRoomNumber] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const room = roomNumber.trim();
    if (!room || busy) return;
    setBusy(true);
    const startedAt = currentPlace();
    const outcome = await registerThisRoom(platform, { hotel, hotelId }, room);
    if (!outcome.ok) {
      setBusy(false);
      openDialog({ kind: 'error', title: t('shell.error'), text: t(REGISTER_ERROR_KEYS[outcome.result] ?? 'room.inRoomRegister_9') });
      return;
    }
    await loginThisRoom(platform, outcome.registration);
    // The room is usable once registered: a guest who went on while its login ran stays where they went.
    if (currentPlace() === startedAt) onDone();
  };

  return (
    <div className="overlay">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="dialog registration-dialog">
        <h2 id={titleId}>{t('room.registerTitle')}</h2>
        <form onSubmit={submit}>
          <label>
            {t('room.roomNumber')}
            <input
              name="roomNumber"
              value={roomNumber}
              onChange={(event) => setRoomNumber(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              required
              autoFocus
            />
          </label>
          <div className="dialog-buttons">
            <button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? t('room.registering') : t('room.register')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
