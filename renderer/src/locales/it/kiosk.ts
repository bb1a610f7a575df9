import type { Dictionary } from '../types';

export const kiosk: Dictionary['kiosk'] = {
  keyboard: 'Tastiera su schermo',
  keyShift: 'Maiuscole',
  keySpace: 'Spazio',
  keyBackspace: 'Cancella',
  keyDone: 'Fatto',
  keyLayout: 'Cambia layout',
  keyClose: 'Nascondi tastiera',
};
