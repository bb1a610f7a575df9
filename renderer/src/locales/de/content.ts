import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: 'Hier gibt es noch nichts',
  pageMissing: 'Diese Seite ist nicht verfügbar',
  bookSlot: 'Zeitfenster wählen',
  products: 'Produkte',
  gallery: 'Galerie',
  required: 'Pflicht',
  openHours: 'Geöffnet {{hours}}',
};
