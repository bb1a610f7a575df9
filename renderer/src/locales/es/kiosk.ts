import type { Dictionary } from '../types';

export const kiosk: Dictionary['kiosk'] = {
  keyboard: 'Teclado en pantalla',
  keyShift: 'Mayúsculas',
  keySpace: 'Espacio',
  keyBackspace: 'Borrar',
  keyDone: 'Listo',
  keyLayout: 'Cambiar distribución',
  keyClose: 'Ocultar teclado',
};
