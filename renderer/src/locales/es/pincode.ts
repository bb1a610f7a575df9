import type { Dictionary } from '../types';

export const pincode: NonNullable<Dictionary['pincode']> = {
  title: 'Código PIN',
  digit: 'Dígito {{index}}',
  tooShort: 'El código PIN es demasiado corto',
  wrong: 'Código PIN incorrecto',
  enable: 'Activar',
  disable: 'Desactivar',
  parentalLock: 'Control parental',
  parentalLockOn: 'El control parental está activado',
  parentalLockOff: 'El control parental está desactivado',
  cancel: 'Cancelar',
};
