import { useId } from 'react';
import { POPUP_ALARM_MAX_WIDTH_PX, POPUP_CONTENT_MAX_HEIGHT_PX, POPUP_MAX_WIDTH_PX } from '@common/spec';
import { useT } from '@renderer/lib/i18n';
import { usePopupStore, type PopupRequest } from './popup-store';

function Items({ popup }: { popup: PopupRequest }) {
  const choose = usePopupStore((s) => s.choose);
  return (
    <ul className="popup-items" role={popup.type === 'select' ? 'listbox' : 'list'}>
      {popup.items?.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={item.selected ? 'selected' : undefined}
            aria-pressed={item.selected ? 'true' : 'false'}
            onClick={() => choose(item.id)}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Tablet popups: list, select, timepicker, bigText and pincode share one container. */
export function PopupHost() {
  const t = useT();
  const titleId = useId();
  const popup = usePopupStore((s) => s.popup);
  const close = usePopupStore((s) => s.close);
  if (!popup) return null;
  const maxWidth = popup.alarm ? POPUP_ALARM_MAX_WIDTH_PX : POPUP_MAX_WIDTH_PX;
  return (
    <div className="overlay popup-overlay" onClick={close}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`popup popup-${popup.type}`}
        data-testid="popup"
        style={{ maxWidth }}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        <h2 id={titleId}>{popup.title}</h2>
        <div className="popup-content" style={{ maxHeight: POPUP_CONTENT_MAX_HEIGHT_PX }}>
          {popup.items ? <Items popup={popup} /> : null}
          {popup.type === 'bigText' && popup.text ? <p className="popup-big-text">{popup.text}</p> : null}
          {popup.body}
        </div>
        <button type="button" className="popup-close" onClick={close}>
          {t('shell.close')}
        </button>
      </div>
    </div>
  );
}
