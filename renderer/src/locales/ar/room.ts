import type { Dictionary } from '../types';

export const room: Dictionary['room'] = {
  room: 'الغرفة',
  registerTitle: 'تسجيل هذه الغرفة',
  roomNumber: 'رقم الغرفة',
  register: 'تسجيل',
  registering: 'جارٍ التسجيل…',
  inRoomRegister_1: 'وضع التثبيت متوقف، يحتاج التسجيل إلى تأكيد',
  inRoomRegister_2: 'معرّف الفندق غير صالح',
  inRoomRegister_3: 'المعرّف UUID يخص غرفة أخرى',
  inRoomRegister_4: 'لا يمكن استبدال عنوان MAC في هذه الغرفة',
  inRoomRegister_6: 'بيانات غير صحيحة',
  inRoomRegister_9: 'خطأ غير معروف',
};
