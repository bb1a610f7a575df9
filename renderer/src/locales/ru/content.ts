import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: 'Здесь пока ничего нет',
  pageMissing: 'Эта страница недоступна',
  products: 'Товары',
  gallery: 'Галерея',
  toppings: 'Добавки',
  required: 'обязательно',
  bookingLater: 'Бронирование скоро появится',
};
