import { useCallback, useRef, useState } from 'react';
import type { SignedDocumentSummary } from '@common/api';
import { LoginRequired, useAuthStore, useGuestStore } from '@renderer/features/auth';
import { useLanguageStore } from '@renderer/features/language';
import { useRoomNumber } from '@renderer/features/room';
import { useT } from '@renderer/lib/i18n';
import { signDocument } from './esign-calls';
import { SignatureCanvas, type SignatureCanvasHandle } from './signature-canvas';
import './esign.css';

type Sending = { status: 'idle' | 'sending' } | { status: 'failed'; message: string } | { status: 'signed'; signed: SignedDocumentSummary };

function GuestDetails() {
  const t = useT();
  const guest = useGuestStore((s) => s.guest);
  // A room device's login names the guest but not the room: the registration does.
  const room = useRoomNumber() ?? guest.room;
  const name = [guest.guestTitle, guest.guestFirstName, guest.guestName].filter(Boolean).join(' ');
  // Each date is isolated, so a right-to-left page reads the stay from its right edge: arrival first.
  const stay = [guest.checkInDate, guest.checkOutDate].filter(Boolean).flatMap((date, i) => [i ? ' – ' : '', <bdi key={i}>{date}</bdi>]);
  return (
    <dl className="esign-guest">
      {name ? <div><dt>{t('esign.guest')}</dt><dd>{name}</dd></div> : null}
      {room ? <div><dt>{t('esign.room')}</dt><dd>{room}</dd></div> : null}
      {stay.length ? <div><dt>{t('esign.stay')}</dt><dd>{stay}</dd></div> : null}
    </dl>
  );
}

/** The signing part of an esign document: who signs, the pad, and the signed confirmation. */
export function EsignSigning({ documentId }: { documentId: number }) {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const lang = useLanguageStore((s) => s.language);
  const pad = useRef<SignatureCanvasHandle>(null);
  const [drawn, setDrawn] = useState(false);
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const onChange = useCallback((next: boolean) => setDrawn(next), []);
  if (!token) return <LoginRequired />;

  const sign = async () => {
    const signature = pad.current?.data();
    if (!signature) return;
    setSending({ status: 'sending' });
    const answer = await signDocument({ token, documentId, lang, signature });
    if (answer?.result === 0 && answer.data) setSending({ status: 'signed', signed: answer.data });
    else setSending({ status: 'failed', message: answer?.message ?? t('esign.failed') });
  };
  const signed = sending.status === 'signed' ? sending.signed : null;
  const when = signed ? new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(signed.signedAt) : '';

  return (
    <div className="esign-signing" data-testid="esign-signing">
      <GuestDetails />
      <p className="esign-instruction" id={`esign-hint-${documentId}`}>
        {signed ? t('esign.signedAt', { time: when }) : t('esign.signHere')}
      </p>
      <div className={signed ? 'esign-pad esign-pad-signed' : 'esign-pad'}>
        <SignatureCanvas ref={pad} label={t('esign.padLabel')} onChange={onChange} disabled={signed !== null || sending.status === 'sending'} />
      </div>
      {signed ? (
        <p className="esign-done" role="status">
          {t('esign.thanks')} <span className="esign-reference">{t('esign.reference', { code: signed.hash.slice(0, 12) })}</span>
        </p>
      ) : (
        <div className="esign-actions">
          <button type="button" className="esign-secondary" disabled={!drawn || sending.status === 'sending'} onClick={() => pad.current?.clear()}>
            {t('esign.clear')}
          </button>
          <button type="button" className="esign-primary" disabled={!drawn || sending.status === 'sending'} aria-busy={sending.status === 'sending'} onClick={() => void sign()}>
            {sending.status === 'sending' ? t('esign.sending') : t('esign.sign')}
          </button>
        </div>
      )}
      {sending.status === 'failed' ? <p className="esign-error" role="alert">{sending.message}</p> : null}
    </div>
  );
}
