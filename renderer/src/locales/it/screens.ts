import type { Dictionary } from '../types';

export const screens: NonNullable<Dictionary['screens']> = {
  settings: {
    language: 'Lingua',
    parentalLockHint: 'Un PIN di quattro cifre blocca i canali TV per adulti e il minibar. Chi conosce il PIN può togliere il blocco.',
  },
  welcome: {
    title: 'Benvenuti al {{hotel}}',
    greeting: 'Benvenuto, {{name}}',
    openMenu: 'Apri il menu',
    logIn: 'Accedi',
  },
  hotels: {
    intro: 'Ogni hotel del gruppo ha la sua app. Scegli quello in cui soggiorni.',
    current: 'Sei qui',
    loading: 'Caricamento degli hotel',
    failed: 'Non è stato possibile caricare l’elenco degli hotel',
    retry: 'Riprova',
  },
  sources: {
    intro: 'Da dove provengono le informazioni di questa app e con quale software è costruita.',
    information: 'Informazioni',
    content: 'Menu, pagine, prezzi e immagini',
    contentBy: '{{hotel}}',
    weather: 'Meteo',
    weatherBy: 'Il servizio meteo dell’hotel',
    flights: 'Orari dei voli',
    flightsBy: '{{airport}}',
    software: 'Software',
    app: 'Stay, versione {{version}}',
    component: 'Componente',
    licence: 'Licenza',
  },
  gallery: {
    title: 'Galleria',
    pictureOf: 'Immagine {{index}} di {{count}}',
    previous: 'Precedente',
    next: 'Successiva',
  },
};
