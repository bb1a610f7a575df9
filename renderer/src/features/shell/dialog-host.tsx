import { useEffect, useId, useRef } from 'react';
import { useT } from '@renderer/lib/i18n';
import { useDialogStore } from './dialog-store';

/** Shows the first queued dialog; the rest wait their turn. */
export function DialogHost() {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const dialog = useDialogStore((state) => state.queue[0]);
  const close = useDialogStore((state) => state.close);
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    firstButton.current?.focus();
    return () => previous?.focus?.();
  }, [dialog]);

  if (!dialog) return null;
  const buttons = dialog.buttons?.length ? dialog.buttons : [{ label: t('shell.ok') }];
  return (
    <div className="overlay">
      <div
        role={dialog.kind === 'error' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className={`dialog${dialog.kind === 'error' ? ' dialog-error' : ''}`}
        onKeyDown={(event) => event.key === 'Escape' && close(dialog.id)}
      >
        <h2 id={titleId}>{dialog.title}</h2>
        <p id={textId}>{dialog.text}</p>
        <div className="dialog-buttons">
          {buttons.map((button, i) => (
            <button
              key={button.label}
              ref={i === 0 ? firstButton : undefined}
              type="button"
              onClick={() => {
                close(dialog.id);
                button.onClick?.();
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
