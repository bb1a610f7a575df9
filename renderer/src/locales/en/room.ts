import { IN_ROOM_REGISTER_TEXT, TEXT } from '@common/spec';

export const room = {
  room: 'Room',
  registerTitle: 'Register this room',
  roomNumber: 'Room number',
  register: 'Register',
  registering: 'Registering…',
  inRoomRegister_1: IN_ROOM_REGISTER_TEXT[1] ?? TEXT.generic,
  inRoomRegister_2: IN_ROOM_REGISTER_TEXT[2] ?? TEXT.generic,
  inRoomRegister_3: IN_ROOM_REGISTER_TEXT[3] ?? TEXT.generic,
  inRoomRegister_4: IN_ROOM_REGISTER_TEXT[4] ?? TEXT.generic,
  inRoomRegister_6: IN_ROOM_REGISTER_TEXT[6] ?? TEXT.generic,
  inRoomRegister_9: IN_ROOM_REGISTER_TEXT[9] ?? TEXT.generic,
};
