import type { Dictionary } from '../types';

export const kiosk: Dictionary['kiosk'] = {
  keyboard: '屏幕键盘',
  keyShift: '大写',
  keySpace: '空格',
  keyBackspace: '删除',
  keyDone: '完成',
  keyLayout: '切换布局',
  keyClose: '隐藏键盘',
};
