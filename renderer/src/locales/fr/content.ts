import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: "Rien ici pour l'instant",
  pageMissing: "Cette page n'est pas disponible",
  bookSlot: 'Choisir un créneau',
  products: 'Produits',
  gallery: 'Galerie',
  required: 'obligatoire',
  openHours: 'Ouvert {{hours}}',
};
