import type { Dictionary } from '../types';

export const shell: Dictionary['shell'] = {
  loading: 'Chargement',
  notFound: 'Cette page est introuvable',
  errorTitle404: '404 Introuvable',
  errorTitle: 'Une erreur est survenue',
  serviceNotAvailable: 'SERVICE INDISPONIBLE',
  contactOperator: "Pour toute assistance, contactez l'opérateur",
  refresh: 'Actualiser',
  hotelNotSet: "L'hôtel n'est pas défini",
  error: 'erreur',
  ok: 'OK',
  close: 'Fermer',
  back: 'Retour',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  sidebar: 'Barre latérale',
  homeMenu: "Menu d'accueil",
  footerMenu: 'Menu du bas',
  version: 'Version',
  comingSoon: 'Cette section arrive bientôt',
  home: 'Accueil',
};
