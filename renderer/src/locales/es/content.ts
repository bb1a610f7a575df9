import type { Dictionary } from '../types';

export const content: NonNullable<Dictionary['content']> = {
  empty: 'Aún no hay nada aquí',
  pageMissing: 'Esta página no está disponible',
  bookSlot: 'Elegir un horario',
  products: 'Productos',
  gallery: 'Galería',
  required: 'obligatorio',
  openHours: 'Abierto {{hours}}',
};
