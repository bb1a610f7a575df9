import type { Dictionary } from '../types';

export const screens: NonNullable<Dictionary['screens']> = {
  settings: {
    language: 'Idioma',
    parentalLockHint: 'Un PIN de cuatro cifras bloquea los canales de televisión para adultos y el minibar. Quien conozca el PIN puede quitar el bloqueo.',
  },
  welcome: {
    title: 'Bienvenido a {{hotel}}',
    greeting: 'Bienvenido, {{name}}',
    openMenu: 'Abrir el menú',
    logIn: 'Iniciar sesión',
  },
  hotels: {
    intro: 'Cada hotel del grupo tiene su propia aplicación. Elija el hotel en el que se aloja.',
    current: 'Está aquí',
    loading: 'Cargando los hoteles',
    failed: 'No se pudo cargar la lista de hoteles',
    retry: 'Volver a intentarlo',
  },
  sources: {
    intro: 'De dónde viene la información de esta aplicación y con qué software está hecha.',
    information: 'Información',
    content: 'Menús, páginas, precios e imágenes',
    contentBy: '{{hotel}}',
    weather: 'Tiempo',
    weatherBy: 'El servicio meteorológico del hotel',
    flights: 'Horarios de vuelos',
    flightsBy: '{{airport}}',
    software: 'Software',
    app: 'Stay, versión {{version}}',
    component: 'Componente',
    licence: 'Licencia',
  },
  gallery: {
    title: 'Galería',
    pictureOf: 'Imagen {{index}} de {{count}}',
    previous: 'Anterior',
    next: 'Siguiente',
  },
};
