import type { Dictionary } from '../types';

export const info: Dictionary['info'] = {
  weather: 'Погода',
  noWeather: 'Погода сейчас недоступна',
  forecast: 'Прогноз',
  flights: 'Рейсы',
  noSchedule: 'Расписание рейсов сейчас недоступно',
  departures: 'Вылет',
  arrivals: 'Прилёт',
  time: 'Время',
  flight: 'Рейс',
  destination: 'Направление',
  origin: 'Откуда',
  gate: 'Выход',
  status: 'Статус',
  flightStatus: {
    'on-time': 'По расписанию',
    boarding: 'Посадка',
    departed: 'Вылетел',
    delayed: 'Задерживается',
    cancelled: 'Отменён',
    landed: 'Прибыл',
    expected: 'Ожидается',
  },
};
