export type TextField = HTMLInputElement | HTMLTextAreaElement;

const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'password', 'url', 'number', '']);

/** Inputs the on-screen keyboard serves: text-like, enabled, writable. */
export function isTextField(element: EventTarget | null): element is TextField {
  if (element instanceof HTMLTextAreaElement) return !element.disabled && !element.readOnly;
  if (!(element instanceof HTMLInputElement)) return false;
  return TEXT_TYPES.has(element.type) && !element.disabled && !element.readOnly && element.dataset.keyboard !== 'off';
}

// React tracks an input's value through the prototype setter; assigning `value` directly would be ignored.
function setValue(field: TextField, value: string): void {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const selection = (field: TextField): [number, number] => {
  try {
    return [field.selectionStart ?? field.value.length, field.selectionEnd ?? field.value.length];
  } catch {
    return [field.value.length, field.value.length];
  }
};

const moveCaret = (field: TextField, at: number) => {
  try {
    field.setSelectionRange(at, at);
  } catch {
    // number and email inputs have no selection API; the caret stays at the end there
  }
};

/** Types `text` at the caret, honouring maxLength, as a physical keyboard would. */
export function insertText(field: TextField, text: string): void {
  const [start, end] = selection(field);
  const next = field.value.slice(0, start) + text + field.value.slice(end);
  if (field.maxLength >= 0 && next.length > field.maxLength) return;
  setValue(field, next);
  moveCaret(field, start + text.length);
}

export function deleteBackward(field: TextField): void {
  const [start, end] = selection(field);
  if (start === end && start === 0) return;
  const from = start === end ? start - 1 : start;
  setValue(field, field.value.slice(0, from) + field.value.slice(end));
  moveCaret(field, from);
}
