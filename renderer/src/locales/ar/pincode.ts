import type { Dictionary } from '../types';

export const pincode: Dictionary['pincode'] = {
  title: 'رمز PIN',
  digit: 'الرقم {{index}}',
  tooShort: 'رمز PIN قصير جدًا',
  wrong: 'رمز PIN غير صحيح',
  enable: 'تفعيل',
  disable: 'إيقاف',
  parentalLock: 'الرقابة الأبوية',
  parentalLockOn: 'الرقابة الأبوية مفعّلة',
  parentalLockOff: 'الرقابة الأبوية متوقفة',
  cancel: 'إلغاء',
};
