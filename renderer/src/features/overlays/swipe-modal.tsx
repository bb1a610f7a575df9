import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MODAL_SWIPE_CLOSE_MS } from '@common/spec';
import { useT } from '@renderer/lib/i18n';

const SWIPE_CLOSE_PX = 80;

/** A sheet over the page: Close, Escape or a swipe down closes it, the swipe within 200 ms. */
export function SwipeModal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const t = useT();
  const titleId = useId();
  const startY = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const [closing, setClosing] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => closeButton.current?.focus(), []);
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(onClose, MODAL_SWIPE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closing, onClose]);

  return (
    <div className="overlay modal-overlay" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`modal-sheet${closing ? ' closing' : ''}`}
        data-testid="modal"
        style={{
          transform: closing ? 'translateY(100%)' : offset ? `translateY(${offset}px)` : undefined,
          transition: closing ? `transform ${MODAL_SWIPE_CLOSE_MS}ms ease-in` : undefined,
        }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
        onTouchStart={(event) => {
          startY.current = event.touches[0]?.clientY ?? null;
        }}
        onTouchMove={(event) => {
          const y = event.touches[0]?.clientY;
          if (startY.current !== null && y !== undefined) setOffset(Math.max(0, y - startY.current));
        }}
        onTouchEnd={() => {
          startY.current = null;
          if (offset > SWIPE_CLOSE_PX) setClosing(true);
          else setOffset(0);
        }}
      >
        <div className="modal-handle" aria-hidden="true" />
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
