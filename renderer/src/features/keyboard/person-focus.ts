import { isTextField, type TextField } from './edit-field';

/** A focus within this time of a touch or a key press is a person's; a script's focus alone opens no keyboard. */
export const PERSON_INPUT_WINDOW_MS = 1_000;

let lastInputAt = -Infinity;
let field: TextField | null = null;
let watching = false;

export const byPerson = (): boolean => performance.now() - lastInputAt < PERSON_INPUT_WINDOW_MS;

/**
 * From room mode's first screen on, notes the text field a person last focused. The keyboard is a lazy chunk: a
 * field touched before it has loaded (the registration form, on a busy set-top) still gets it once it has.
 */
export function watchPersonFocus(): void {
  if (watching) return;
  watching = true;
  const noteInput = () => {
    lastInputAt = performance.now();
  };
  document.addEventListener('pointerdown', noteInput, true);
  document.addEventListener('keydown', noteInput, true);
  // A script may move the focus away and back (a dialog's focus trap as the layout arrives): the field a person
  // touched stays noted, and counts while it has the focus.
  document.addEventListener('focusin', (event) => {
    if (isTextField(event.target) && byPerson()) field = event.target;
  });
  // A touch on a field that already had the focus (a form that focused its first field itself) moves no focus.
  document.addEventListener(
    'click',
    (event) => {
      if (isTextField(event.target) && event.target === document.activeElement) field = event.target;
    },
    true,
  );
}

/** The text field a person focused, while it still has the focus. */
export function personFocusedField(): TextField | null {
  return field && field === document.activeElement && isTextField(field) ? field : null;
}

/** Forgets the last input and field (each test starts as a fresh page would). */
export function forgetPersonFocus(): void {
  lastInputAt = -Infinity;
  field = null;
}
