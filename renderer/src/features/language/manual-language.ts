import { changeLanguage } from './change-language';

type ManualLanguageSetter = (code: string) => void;
let setManual: ManualLanguageSetter = () => {};

/** The guest store lives in auth; the app wires where a manual choice is kept (guest.manualSelectedLanguage). */
export function setManualLanguageSetter(next: ManualLanguageSetter): void {
  setManual = next;
}

export const keepManualLanguage = (code: string): void => setManual(code);

/**
 * A language the guest chose, wherever they chose it (header button, language modal, settings): it is kept as
 * their manual choice, which outranks the language of their booking (part 1 §4), then the app changes to it.
 */
export function chooseLanguage(code: string, current: string, reload?: (url: string) => void): void {
  keepManualLanguage(code);
  if (code !== current) changeLanguage(code, reload);
}
