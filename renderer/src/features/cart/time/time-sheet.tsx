import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n';

/** The phone's timepicker sheet over the cart: Close or Escape closes it. */
export function TimeSheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => closeButton.current?.focus(), []);
  return (
    <div className="overlay modal-overlay" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="modal-sheet time-sheet"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <div className="modal-head">
          <h2 id={titleId}>{title}</h2>
          <button ref={closeButton} type="button" className="icon-button" aria-label={t('shell.close')} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>
  );
}
