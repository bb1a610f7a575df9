import type { Dictionary } from '../types';

export const auth: Dictionary['auth'] = {
  profile: 'الملف الشخصي',
  login: 'تسجيل الدخول',
  pleaseLogin: 'يرجى تسجيل الدخول',
  toUseFeatures: 'لاستخدام الميزات',
};
