import type { Dictionary } from '../types';

export const screens: Dictionary['screens'] = {
  settings: {
    language: 'اللغة',
    parentalLockHint: 'رمز PIN من أربعة أرقام يقفل قنوات التلفزيون للبالغين والميني بار. من يعرف الرمز يمكنه رفع القفل.',
  },
  welcome: {
    title: 'مرحبًا بكم في {{hotel}}',
    greeting: 'مرحبًا، {{name}}',
    openMenu: 'افتح القائمة',
    logIn: 'تسجيل الدخول',
  },
  hotels: {
    intro: 'لكل فندق من فنادق المجموعة تطبيقه الخاص. اختر الفندق الذي تقيم فيه.',
    current: 'أنت هنا',
    loading: 'جارٍ تحميل الفنادق',
    failed: 'تعذّر تحميل قائمة الفنادق',
    retry: 'أعد المحاولة',
  },
  sources: {
    intro: 'من أين تأتي المعلومات في هذا التطبيق، والبرمجيات التي بُني بها.',
    information: 'المعلومات',
    content: 'القوائم والصفحات والأسعار والصور',
    contentBy: '{{hotel}}',
    weather: 'الطقس',
    weatherBy: 'خدمة الطقس في الفندق',
    flights: 'جداول الرحلات',
    flightsBy: '{{airport}}',
    software: 'البرمجيات',
    app: 'Stay، الإصدار {{version}}',
    component: 'المكوّن',
    licence: 'الترخيص',
  },
  gallery: {
    title: 'معرض الصور',
    pictureOf: 'الصورة {{index}} من {{count}}',
    previous: 'السابقة',
    next: 'التالية',
  },
};
