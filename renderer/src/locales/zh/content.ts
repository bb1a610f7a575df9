import type { Dictionary } from '../types';

export const content: NonNullable<Dictionary['content']> = {
  empty: '这里还没有内容',
  pageMissing: '此页面不可用',
  bookSlot: '选择时间段',
  products: '商品',
  gallery: '图库',
  required: '必选',
  openHours: '营业时间 {{hours}}',
};
