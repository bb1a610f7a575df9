import type { Dictionary } from '../types';

export const content: NonNullable<Dictionary['content']> = {
  empty: 'Ancora niente qui',
  pageMissing: 'Questa pagina non è disponibile',
  bookSlot: 'Scegli un orario',
  products: 'Prodotti',
  gallery: 'Galleria',
  required: 'obbligatorio',
  openHours: 'Aperto {{hours}}',
};
