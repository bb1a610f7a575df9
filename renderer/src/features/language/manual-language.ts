import { changeLanguage } from './change-language';
import { useLanguageStore } from './store';

type ManualLanguageSetter = (code: string) => void;
let setManual: ManualLanguageSetter = () => {};

/** The guest store lives in auth; the app wires where a manual choice is kept (guest.manualSelectedLanguage). */
export function setManualLanguageSetter(next: ManualLanguageSetter): void {
  setManual = next;
}

export const keepManualLanguage = (code: string): void => setManual(code);

/** A guest's own choice, wherever it is made: kept as manualSelectedLanguage, then the language changes. */
export function chooseLanguage(code: string, reload?: (url: string) => void): void {
  keepManualLanguage(code);
  if (code !== useLanguageStore.getState().language) changeLanguage(code, reload);
}
