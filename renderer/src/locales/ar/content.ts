import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: 'لا يوجد شيء هنا بعد',
  pageMissing: 'هذه الصفحة غير متاحة',
  products: 'المنتجات',
  gallery: 'المعرض',
  toppings: 'الإضافات',
  required: 'مطلوب',
  bookingLater: 'الحجز متاح قريبًا',
};
