import type { PartialDictionary } from '../types';

export const shell: NonNullable<PartialDictionary['shell']> = {
  loading: 'Caricamento',
  error: 'errore',
  ok: 'OK',
  close: 'Chiudi',
  back: 'Indietro',
  openMenu: 'Apri menu',
  closeMenu: 'Chiudi menu',
  sidebar: 'Barra laterale',
  homeMenu: 'Menu principale',
  footerMenu: 'Menu in basso',
  version: 'Versione',
  comingSoon: 'Questa sezione arriverà presto',
  home: 'Home',
  notFound: 'Impossibile trovare questa pagina',
  errorTitle404: '404 Non trovato',
  errorTitle: 'Si è verificato un errore',
  serviceNotAvailable: 'SERVIZIO NON DISPONIBILE',
  contactOperator: 'Per assistenza contatta la reception',
  refresh: 'Aggiorna',
  hotelNotSet: 'Hotel non impostato',
};
