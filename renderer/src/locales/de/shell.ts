import type { Dictionary } from '../types';

export const shell: Dictionary['shell'] = {
  loading: 'Wird geladen',
  notFound: 'Diese Seite wurde nicht gefunden',
  errorTitle404: '404 Nicht gefunden',
  errorTitle: 'Ein Fehler ist aufgetreten',
  serviceNotAvailable: 'DIENST NICHT VERFÜGBAR',
  contactOperator: 'Für Hilfe wenden Sie sich bitte an die Rezeption',
  refresh: 'Neu laden',
  hotelNotSet: 'Hotel wurde nicht festgelegt',
  error: 'Fehler',
  ok: 'OK',
  close: 'Schließen',
  back: 'Zurück',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  sidebar: 'Seitenleiste',
  homeMenu: 'Hauptmenü',
  footerMenu: 'Fußzeilenmenü',
  version: 'Version',
  comingSoon: 'Dieser Bereich folgt in Kürze',
  home: 'Start',
};
