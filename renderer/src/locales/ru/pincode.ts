import type { Dictionary } from '../types';

export const pincode: Dictionary['pincode'] = {
  title: 'PIN-код',
  digit: 'Цифра {{index}}',
  tooShort: 'PIN-код слишком короткий',
  wrong: 'Неверный PIN-код',
  enable: 'Включить',
  disable: 'Выключить',
  parentalLock: 'Родительский контроль',
  parentalLockOn: 'Родительский контроль включён',
  parentalLockOff: 'Родительский контроль выключен',
  cancel: 'Отмена',
};
