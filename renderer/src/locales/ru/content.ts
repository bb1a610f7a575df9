import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: 'Здесь пока ничего нет',
  pageMissing: 'Эта страница недоступна',
  bookSlot: 'Выбрать время',
  products: 'Товары',
  gallery: 'Галерея',
  required: 'обязательно',
  openHours: 'Открыто {{hours}}',
};
