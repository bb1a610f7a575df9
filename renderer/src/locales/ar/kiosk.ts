export const kiosk = {
  keyboard: 'لوحة المفاتيح على الشاشة',
  keyShift: 'Shift',
  keySpace: 'مسافة',
  keyBackspace: 'حذف',
  keyDone: 'تم',
  keyLayout: 'تبديل التخطيط',
  keyClose: 'إخفاء لوحة المفاتيح',
};
