import type { PartialDictionary } from '../types';

export const content: NonNullable<PartialDictionary['content']> = {
  empty: 'Ancora niente qui',
  pageMissing: 'Questa pagina non è disponibile',
  products: 'Prodotti',
  gallery: 'Galleria',
};
