import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@renderer/lib/i18n';
import { deleteBackward, insertText, isTextField, type TextField } from './edit-field';
import { nextKeyPosition } from './grid-navigation';
import { LAYOUTS, layoutForLanguage, padFor, shifted } from './layouts';
import { keepInView } from './keep-in-view';
import { byPerson, personFocusedField, watchPersonFocus } from './person-focus';
import './on-screen-keyboard.css';

const CONTROL_ROW = 'controls';
const TOUCH_CLICK_WAIT_MS = 500;

/**
 * Room mode's own keyboard (a kiosk has none): it opens for whichever text field has focus, types in the
 * current language's layout, and is driven by touch, a keyboard or a TV remote's D-pad.
 */
export function OnScreenKeyboard({ language }: { language: string }) {
  const t = useT();
  // A field a person touched before this chunk had loaded gets the keyboard at once.
  const [field, setField] = useState<TextField | null>(personFocusedField);
  const [shift, setShift] = useState(false);
  const [latin, setLatin] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const native = layoutForLanguage(language);
  const pad = padFor(field);
  const layout = pad ?? (latin ? LAYOUTS.latin : native);

  useEffect(() => {
    // A person touched or navigated to the field: a field focused by a script alone opens nothing.
    watchPersonFocus();
    // A touch that takes the focus from the field (onto the form's Register button, say) closes the keyboard only
    // once it is over: closing it at once moves the page under the finger, and the tap's click lands beside the button.
    let touching = false;
    let closeWhenTouchEnds = false;
    let fallback: ReturnType<typeof setTimeout> | undefined;
    const closeAfterTouch = () => {
      clearTimeout(fallback);
      touching = false;
      if (!closeWhenTouchEnds) return;
      closeWhenTouchEnds = false;
      setField(null);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTextField(event.target)) {
        closeWhenTouchEnds = false;
        if (byPerson()) setField(event.target);
      } else if (!panel.current?.contains(event.target as Node)) {
        if (touching) closeWhenTouchEnds = true;
        else setField(null);
      }
    };
    const onPointerDown = () => {
      clearTimeout(fallback);
      touching = true;
    };
    // A touch that ends without a click (the finger slid off) still closes it.
    const onPointerUp = () => {
      clearTimeout(fallback);
      fallback = setTimeout(closeAfterTouch, TOUCH_CLICK_WAIT_MS);
    };
    // A touch on a field that already has the focus opens the keyboard once the touch is over: the keyboard moves
    // the page, and a touch whose mouse events then land beside the field would take the focus away from it.
    const onClick = (event: MouseEvent) => {
      if (isTextField(event.target) && event.target === document.activeElement) setField(event.target);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'ArrowDown' && isTextField(event.target) && !(event.target instanceof HTMLTextAreaElement)) {
        const first = panel.current?.querySelector<HTMLButtonElement>('button[data-row="0"][data-col="0"]');
        if (!first) return;
        first.focus();
        event.preventDefault();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('pointerup', onPointerUp, true);
    document.addEventListener('pointercancel', onPointerUp, true);
    document.addEventListener('click', onClick, true);
    // Bubbling: after the tapped control's own click handlers ran.
    document.addEventListener('click', closeAfterTouch);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(fallback);
      document.removeEventListener('click', closeAfterTouch);
      document.removeEventListener('pointerup', onPointerUp, true);
      document.removeEventListener('pointercancel', onPointerUp, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, []);

  // Open, the keyboard owns the bottom of the screen: overlays and the page make room, and the field (with its
  // form's submit button where both fit) moves above it.
  useLayoutEffect(() => {
    const keys = panel.current;
    if (!field || !keys) return;
    const root = document.documentElement;
    const place = () => {
      root.style.setProperty('--osk-h', `${keys.offsetHeight}px`);
      keepInView(field, keys.getBoundingClientRect().top);
    };
    root.dataset.osk = 'open';
    place();
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
    resize?.observe(keys);
    return () => {
      resize?.disconnect();
      delete root.dataset.osk;
      root.style.removeProperty('--osk-h');
    };
  }, [field, layout.name]);

  // A field removed from the page (its dialog closed) takes the keyboard with it.
  if (!field || !field.isConnected) return null;

  const type = (key: string) => {
    insertText(field, shift ? shifted(key) : key);
    if (shift) setShift(false);
  };
  const done = () => {
    const form = field.form;
    setField(null);
    field.blur();
    form?.requestSubmit();
  };
  const hide = () => {
    setField(null);
    field.blur();
  };

  const rowLengths = [...layout.rows.map((r) => r.length), 5];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const row = Number(target.dataset.row);
    const col = Number(target.dataset.col);
    if (Number.isNaN(row) || Number.isNaN(col)) return;
    if (event.key === 'Escape') return hide();
    if (event.key === 'ArrowUp' && row === 0) {
      event.preventDefault();
      field.focus();
      return;
    }
    const next = nextKeyPosition(rowLengths, { row, col }, event.key);
    if (!next) return;
    event.preventDefault();
    panel.current?.querySelector<HTMLButtonElement>(`button[data-row="${next.row}"][data-col="${next.col}"]`)?.focus();
  };
  // Touch keeps the caret in the field: the key never takes focus from it.
  const keep = (event: { preventDefault(): void }) => event.preventDefault();
  const controls = [
    pad ? null : { label: t('kiosk.keyShift'), text: '⇧', run: () => setShift((s) => !s), pressed: shift },
    pad || native.name === 'latin'
      ? null
      : { label: t('kiosk.keyLayout'), text: latin ? native.label : LAYOUTS.latin.label, run: () => setLatin((l) => !l) },
    pad ? null : { label: t('kiosk.keySpace'), text: ' ', run: () => insertText(field, ' '), wide: true },
    { label: t('kiosk.keyBackspace'), text: '⌫', run: () => deleteBackward(field) },
    { label: t('kiosk.keyDone'), text: t('kiosk.keyDone'), run: done },
    { label: t('kiosk.keyClose'), text: '⌄', run: hide },
  ].filter((c) => c !== null);
  rowLengths[rowLengths.length - 1] = controls.length;

  return (
    <div
      ref={panel}
      className="osk"
      role="group"
      aria-label={t('kiosk.keyboard')}
      dir={layout.rtl ? 'rtl' : 'ltr'}
      data-layout={layout.name}
      data-testid="on-screen-keyboard"
      onKeyDown={onKeyDown}
    >
      {layout.rows.map((keys, row) => (
        <div className="osk-row" key={`${layout.name}-${row}`}>
          {keys.map((key, col) => (
            <button type="button" key={key} className="osk-key" data-row={row} data-col={col} onMouseDown={keep} onClick={() => type(key)}>
              {shift ? shifted(key) : key}
            </button>
          ))}
        </div>
      ))}
      <div className="osk-row" key={CONTROL_ROW}>
        {controls.map((control, col) => (
          <button
            type="button"
            key={control.label}
            className={`osk-key osk-control${'wide' in control && control.wide ? ' osk-space' : ''}`}
            aria-label={control.label}
            aria-pressed={'pressed' in control ? control.pressed : undefined}
            data-row={layout.rows.length}
            data-col={col}
            onMouseDown={keep}
            onClick={control.run}
          >
            {control.text}
          </button>
        ))}
      </div>
    </div>
  );
}
