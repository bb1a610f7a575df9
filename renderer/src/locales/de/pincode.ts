import type { Dictionary } from '../types';

export const pincode: Dictionary['pincode'] = {
  title: 'PIN-Code',
  digit: 'Ziffer {{index}}',
  tooShort: 'Der PIN-Code ist zu kurz',
  wrong: 'Falscher PIN-Code',
  enable: 'Aktivieren',
  disable: 'Deaktivieren',
  parentalLock: 'Kindersicherung',
  parentalLockOn: 'Kindersicherung ist an',
  parentalLockOff: 'Kindersicherung ist aus',
  cancel: 'Abbrechen',
};
