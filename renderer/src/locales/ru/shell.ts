import type { Dictionary } from '../types';

export const shell: Dictionary['shell'] = {
  loading: 'Загрузка',
  notFound: 'Страница не найдена',
  errorTitle404: '404 Не найдено',
  errorTitle: 'Произошла ошибка',
  serviceNotAvailable: 'СЕРВИС НЕДОСТУПЕН',
  contactOperator: 'За помощью обратитесь к оператору',
  refresh: 'Обновить',
  hotelNotSet: 'Отель не задан',
  error: 'ошибка',
  ok: 'ОК',
  close: 'Закрыть',
  back: 'Назад',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  sidebar: 'Боковое меню',
  homeMenu: 'Главное меню',
  footerMenu: 'Нижнее меню',
  version: 'Версия',
  comingSoon: 'Этот раздел скоро появится',
  home: 'Главная',
};
