import type { Dictionary } from '../types';

export const room: Dictionary['room'] = {
  room: 'Номер',
  registerTitle: 'Регистрация номера',
  roomNumber: 'Номер комнаты',
  register: 'Зарегистрировать',
  registering: 'Регистрация…',
  inRoomRegister_1: 'Режим установки выключен, регистрация требует подтверждения',
  inRoomRegister_2: 'Неверный hotelId',
  inRoomRegister_3: 'UUID принадлежит другому номеру',
  inRoomRegister_4: 'Нельзя перезаписать MAC в этом номере',
  inRoomRegister_6: 'Неверные данные',
  inRoomRegister_9: 'Неизвестная ошибка',
};
