import type { PartialDictionary } from '../types';

export const shell: NonNullable<PartialDictionary['shell']> = {
  loading: 'Cargando',
  error: 'error',
  ok: 'Aceptar',
  close: 'Cerrar',
  back: 'Atrás',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  sidebar: 'Barra lateral',
  homeMenu: 'Menú principal',
  footerMenu: 'Menú inferior',
  version: 'Versión',
  comingSoon: 'Esta sección llegará pronto',
  home: 'Inicio',
  notFound: 'No se ha encontrado esta página',
  errorTitle404: '404 No encontrado',
  errorTitle: 'Se ha producido un error',
  serviceNotAvailable: 'SERVICIO NO DISPONIBLE',
  contactOperator: 'Para obtener ayuda, contacte con la recepción',
  refresh: 'Actualizar',
  hotelNotSet: 'Hotel no configurado',
};
