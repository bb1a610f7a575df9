import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: 'Hier gibt es noch nichts',
  pageMissing: 'Diese Seite ist nicht verfügbar',
  products: 'Produkte',
  gallery: 'Galerie',
  toppings: 'Extras',
  required: 'Pflicht',
  bookingLater: 'Buchung folgt in Kürze',
};
