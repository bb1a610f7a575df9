import type { Dictionary } from '../types';

export const shell: Dictionary['shell'] = {
  loading: 'جارٍ التحميل',
  notFound: 'تعذر العثور على هذه الصفحة',
  errorTitle404: '404 غير موجود',
  errorTitle: 'حدث خطأ',
  serviceNotAvailable: 'الخدمة غير متاحة',
  contactOperator: 'للمساعدة، يرجى الاتصال بموظف الاستقبال',
  refresh: 'تحديث',
  hotelNotSet: 'لم يتم تحديد الفندق',
  error: 'خطأ',
  ok: 'حسنًا',
  close: 'إغلاق',
  back: 'رجوع',
  openMenu: 'فتح القائمة',
  closeMenu: 'إغلاق القائمة',
  sidebar: 'الشريط الجانبي',
  homeMenu: 'القائمة الرئيسية',
  footerMenu: 'القائمة السفلية',
  version: 'الإصدار',
  comingSoon: 'هذا القسم قادم قريبًا',
  home: 'الرئيسية',
};
