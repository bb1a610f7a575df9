import type { Dictionary } from '../types';

export const room: NonNullable<Dictionary['room']> = {
  room: '房间',
  registerTitle: '注册此房间',
  roomNumber: '房间号',
  register: '注册',
  registering: '正在注册…',
  inRoomRegister_1: '安装模式已关闭，注册需要确认',
  inRoomRegister_2: 'hotelId无效',
  inRoomRegister_3: '该UUID属于另一个房间',
  inRoomRegister_4: '无法覆盖此房间的MAC',
  inRoomRegister_6: '数据有误',
  inRoomRegister_9: '未知错误',
};
