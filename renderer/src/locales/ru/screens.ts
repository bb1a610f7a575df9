import type { Dictionary } from '../types';

export const screens: Dictionary['screens'] = {
  settings: {
    language: 'Язык',
    parentalLockHint: 'Четырёхзначный PIN-код блокирует телеканалы для взрослых и мини-бар. Снять блокировку может тот, кто знает PIN-код.',
  },
  welcome: {
    title: 'Добро пожаловать в {{hotel}}',
    greeting: 'Добро пожаловать, {{name}}',
    openMenu: 'Открыть меню',
    logIn: 'Войти',
  },
  hotels: {
    intro: 'У каждого отеля сети своё приложение. Выберите отель, в котором вы живёте.',
    current: 'Вы здесь',
    loading: 'Загружаем отели',
    failed: 'Не удалось загрузить список отелей',
    retry: 'Повторить',
  },
  sources: {
    intro: 'Откуда берутся сведения в этом приложении и на каком программном обеспечении оно построено.',
    information: 'Сведения',
    content: 'Меню, страницы, цены и фотографии',
    contentBy: '{{hotel}}',
    weather: 'Погода',
    weatherBy: 'Погодная служба отеля',
    flights: 'Расписание рейсов',
    flightsBy: '{{airport}}',
    software: 'Программное обеспечение',
    app: 'Stay, версия {{version}}',
    component: 'Компонент',
    licence: 'Лицензия',
  },
  gallery: {
    title: 'Галерея',
    pictureOf: 'Фото {{index}} из {{count}}',
    previous: 'Назад',
    next: 'Далее',
  },
};
