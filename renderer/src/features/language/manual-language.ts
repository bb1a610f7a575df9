type ManualLanguageSetter = (code: string) => void;
let setManual: ManualLanguageSetter = () => {};

/** The guest store lives in auth; the app wires where a manual choice is kept (guest.manualSelectedLanguage). */
export function setManualLanguageSetter(next: ManualLanguageSetter): void {
  setManual = next;
}

export const keepManualLanguage = (code: string): void => setManual(code);
