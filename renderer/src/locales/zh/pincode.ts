import type { Dictionary } from '../types';

export const pincode: NonNullable<Dictionary['pincode']> = {
  title: 'PIN码',
  digit: '第{{index}}位',
  tooShort: 'PIN码太短',
  wrong: 'PIN码错误',
  enable: '启用',
  disable: '停用',
  parentalLock: '家长控制',
  parentalLockOn: '家长控制已开启',
  parentalLockOff: '家长控制已关闭',
  cancel: '取消',
};
