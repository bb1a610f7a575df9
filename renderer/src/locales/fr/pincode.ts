import type { Dictionary } from '../types';

export const pincode: Dictionary['pincode'] = {
  title: 'Code PIN',
  digit: 'Chiffre {{index}}',
  tooShort: 'Le code PIN est trop court',
  wrong: 'Code PIN incorrect',
  enable: 'Activer',
  disable: 'Désactiver',
  parentalLock: 'Contrôle parental',
  parentalLockOn: 'Le contrôle parental est activé',
  parentalLockOff: 'Le contrôle parental est désactivé',
  cancel: 'Annuler',
};
