import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: 'لا يوجد شيء هنا بعد',
  pageMissing: 'هذه الصفحة غير متاحة',
  bookSlot: 'اختر موعدًا',
  products: 'المنتجات',
  gallery: 'المعرض',
  required: 'مطلوب',
  openHours: 'مفتوح {{hours}}',
};
