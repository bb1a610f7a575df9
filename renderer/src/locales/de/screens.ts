import type { Dictionary } from '../types';

export const screens: Dictionary['screens'] = {
  settings: {
    language: 'Sprache',
    parentalLockHint: 'Eine vierstellige PIN sperrt die Erwachsenenkanäle im Fernsehen und die Minibar. Wer die PIN kennt, kann die Sperre aufheben.',
  },
  welcome: {
    title: 'Willkommen im {{hotel}}',
    greeting: 'Willkommen, {{name}}',
    openMenu: 'Zum Menü',
    logIn: 'Anmelden',
  },
  hotels: {
    intro: 'Jedes Hotel der Gruppe hat seine eigene App. Wählen Sie das Hotel, in dem Sie wohnen.',
    current: 'Sie sind hier',
    loading: 'Hotels werden geladen',
    failed: 'Die Liste der Hotels konnte nicht geladen werden',
    retry: 'Erneut versuchen',
  },
  sources: {
    intro: 'Woher die Informationen in dieser App stammen und mit welcher Software sie gebaut ist.',
    information: 'Informationen',
    content: 'Menüs, Seiten, Preise und Bilder',
    contentBy: '{{hotel}}',
    weather: 'Wetter',
    weatherBy: 'Der Wetterdienst des Hotels',
    flights: 'Flugpläne',
    flightsBy: '{{airport}}',
    software: 'Software',
    app: 'Stay, Version {{version}}',
    component: 'Komponente',
    licence: 'Lizenz',
  },
  gallery: {
    title: 'Galerie',
    pictureOf: 'Bild {{index}} von {{count}}',
    previous: 'Zurück',
    next: 'Weiter',
  },
};
