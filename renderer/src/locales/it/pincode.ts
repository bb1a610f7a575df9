import type { Dictionary } from '../types';

export const pincode: NonNullable<Dictionary['pincode']> = {
  title: 'Codice PIN',
  digit: 'Cifra {{index}}',
  tooShort: 'Il codice PIN è troppo corto',
  wrong: 'Codice PIN errato',
  enable: 'Attiva',
  disable: 'Disattiva',
  parentalLock: 'Controllo parentale',
  parentalLockOn: 'Il controllo parentale è attivo',
  parentalLockOff: 'Il controllo parentale è disattivato',
  cancel: 'Annulla',
};
