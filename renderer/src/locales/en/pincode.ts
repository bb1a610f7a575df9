import { TEXT } from '@common/spec';

export const pincode = {
  title: 'PIN code',
  digit: 'Digit {{index}}',
  tooShort: TEXT.pinTooShort,
  wrong: 'Wrong PIN code',
  enable: 'Enable',
  disable: 'Disable',
  parentalLock: 'Parental lock',
  parentalLockOn: 'Parental lock is on',
  parentalLockOff: 'Parental lock is off',
  cancel: 'Cancel',
};
