import type { Dictionary } from '../types';

export const screens: Dictionary['screens'] = {
  settings: {
    language: 'Langue',
    parentalLockHint: 'Un code PIN à quatre chiffres verrouille les chaînes de télévision pour adultes et le minibar. Quiconque connaît le code peut lever le verrou.',
  },
  welcome: {
    title: 'Bienvenue au {{hotel}}',
    greeting: 'Bienvenue, {{name}}',
    openMenu: 'Ouvrir le menu',
    logIn: 'Se connecter',
  },
  hotels: {
    intro: 'Chaque hôtel du groupe a sa propre application. Choisissez celui où vous séjournez.',
    current: 'Vous êtes ici',
    loading: 'Chargement des hôtels',
    failed: 'La liste des hôtels n’a pas pu être chargée',
    retry: 'Réessayer',
  },
  sources: {
    intro: 'D’où viennent les informations de cette application et avec quels logiciels elle est construite.',
    information: 'Informations',
    content: 'Menus, pages, prix et photos',
    contentBy: '{{hotel}}',
    weather: 'Météo',
    weatherBy: 'Le service météo de l’hôtel',
    flights: 'Horaires des vols',
    flightsBy: '{{airport}}',
    software: 'Logiciels',
    app: 'Stay, version {{version}}',
    component: 'Composant',
    licence: 'Licence',
  },
  gallery: {
    title: 'Galerie',
    pictureOf: 'Image {{index}} sur {{count}}',
    previous: 'Précédente',
    next: 'Suivante',
  },
};
