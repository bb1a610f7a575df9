import { useEffect } from 'react';
import { useMatch } from 'react-router-dom';
import { useNavigate } from '@renderer/lib/navigation';
import { paths } from '@renderer/lib/paths';
import { useT } from '@renderer/lib/i18n';
import { log } from '@renderer/lib/log';
import { useAuthStore } from '@renderer/features/auth';
import { useCallStore } from './call-store';
import { partyName } from './party-name';
import { answer, closeLine, hangUp, openLine } from './phone-line';
import './phone.css';

/**
 * A room's tablet keeps the room's line registered, so a call to the room rings here wherever the guest is in the
 * app; answering opens /phone with the call.
 */
export function RoomLine() {
  const t = useT();
  const navigate = useNavigate();
  const token = useAuthStore((s) => s.token);
  const onPhone = useMatch(paths.phone) !== null;
  const { status, number } = useCallStore();

  useEffect(() => {
    void openLine().catch((error: unknown) => log('warn', 'room line could not open', error));
    return closeLine;
  }, [token]);

  if (status !== 'incoming' || onPhone) return null;
  const take = () => {
    answer();
    void navigate(paths.phone);
  };
  return (
    <div className="incoming-call" role="alertdialog" aria-labelledby="incoming-call-title" aria-describedby="incoming-call-party" data-testid="incoming-call">
      <h2 id="incoming-call-title">{t('phone.status.incoming')}</h2>
      <p id="incoming-call-party" className="call-party">
        {partyName(number, t) || number}
      </p>
      <div className="call-actions">
        <button type="button" className="call-answer" onClick={take}>
          {t('phone.answer')}
        </button>
        <button type="button" className="call-hang-up" onClick={hangUp}>
          {t('phone.decline')}
        </button>
      </div>
    </div>
  );
}
