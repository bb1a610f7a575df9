import type { Dictionary } from '../types';

export const room: NonNullable<Dictionary['room']> = {
  room: 'Habitación',
  registerTitle: 'Registrar esta habitación',
  roomNumber: 'Número de habitación',
  register: 'Registrar',
  registering: 'Registrando…',
  inRoomRegister_1: 'Modo de instalación desactivado: el registro necesita confirmación',
  inRoomRegister_2: 'hotelId no válido',
  inRoomRegister_3: 'El UUID pertenece a otra habitación',
  inRoomRegister_4: 'No se puede sobrescribir la MAC en esta habitación',
  inRoomRegister_6: 'Datos incorrectos',
  inRoomRegister_9: 'Error desconocido',
};
