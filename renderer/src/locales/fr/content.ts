import type { Dictionary } from '../types';

export const content: Dictionary['content'] = {
  empty: "Rien ici pour l'instant",
  pageMissing: "Cette page n'est pas disponible",
  products: 'Produits',
  gallery: 'Galerie',
  toppings: 'Suppléments',
  required: 'obligatoire',
  bookingLater: 'La réservation arrive bientôt',
};
