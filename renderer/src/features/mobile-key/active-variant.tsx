import { useId, useRef, useState, type FormEvent } from 'react';
import type { OmnitecLock } from '@common/api';
import { PIN_LENGTH } from '@common/spec';
import { showToast } from '@renderer/features/overlays';
import { useT } from '@renderer/lib/i18n';
import { openLock } from './key-actions';
import { useMobileKeyStore } from './mobile-key-store';
import { KeyIcon } from './inactive-variant';

const PIN_PATTERN = new RegExp(`^\\d{${PIN_LENGTH}}$`);

/** Omnitec online: the guest's doors, each opened over the network with the door PIN. */
export function ActiveVariant({ token, locks }: { token: string; locks: readonly OmnitecLock[] }) {
  const t = useT();
  const pinId = useId();
  const pinInput = useRef<HTMLInputElement>(null);
  const remembered = useMobileKeyStore((s) => s.omnitecPin);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);

  const nameOf = (lock: OmnitecLock) => (lock.room ? t('mobileKey.active.roomDoor', { room: lock.room }) : lock.lockAlias);
  const open = async (lock: OmnitecLock) => {
    const usePin = remembered ?? pin;
    if (!PIN_PATTERN.test(usePin)) {
      setPinError(true);
      pinInput.current?.focus();
      return;
    }
    setOpening(lock.lockId);
    const outcome = await openLock(token, lock.lockId, usePin);
    setOpening(null);
    if (outcome === 'lockOpened') {
      showToast(t('mobileKey.lockOpened'));
      return;
    }
    setPin('');
    showToast(t(`mobileKey.${outcome}`), { type: 'error' });
  };
  const submitFirst = (event: FormEvent) => {
    event.preventDefault();
    if (locks[0]) void open(locks[0]);
  };

  return (
    <div className="mobile-key-active" data-testid="mobile-key-active">
      {remembered ? (
        <p className="mobile-key-note">
          {t('mobileKey.active.pinRemembered')}{' '}
          <button type="button" className="mobile-key-link" onClick={() => useMobileKeyStore.getState().set({ omnitecPin: null })}>
            {t('mobileKey.active.otherPin')}
          </button>
        </p>
      ) : (
        <form className="mobile-key-pin" onSubmit={submitFirst} noValidate>
          <label htmlFor={pinId}>{t('mobileKey.active.pinLabel')}</label>
          <input
            ref={pinInput}
            id={pinId}
            name="pin"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_LENGTH}
            value={pin}
            aria-invalid={pinError}
            aria-describedby={`${pinId}-hint`}
            onChange={(event) => {
              setPin(event.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH));
              setPinError(false);
            }}
          />
          <p id={`${pinId}-hint`} className={pinError ? 'field-error' : 'mobile-key-hint'}>
            {pinError ? t('mobileKey.active.pinMissing', { n: PIN_LENGTH }) : t('mobileKey.active.pinHint', { n: PIN_LENGTH })}
          </p>
        </form>
      )}
      <ul className="mobile-key-locks" aria-label={t('mobileKey.active.doors')}>
        {locks.map((lock) => (
          <li key={lock.lockId}>
            <span className="mobile-key-lock-icon" aria-hidden="true">
              <KeyIcon />
            </span>
            <span className="mobile-key-lock-name">{nameOf(lock)}</span>
            <button
              type="button"
              className="mobile-key-open"
              disabled={opening !== null}
              aria-busy={opening === lock.lockId}
              aria-label={t('mobileKey.active.openDoor', { door: nameOf(lock) })}
              onClick={() => void open(lock)}
            >
              {opening === lock.lockId ? t('mobileKey.active.opening') : t('mobileKey.active.open')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
