import type { Dictionary } from '../types';

export const room: Dictionary['room'] = {
  room: 'Zimmer',
  registerTitle: 'Dieses Zimmer registrieren',
  roomNumber: 'Zimmernummer',
  register: 'Registrieren',
  registering: 'Wird registriert…',
  inRoomRegister_1: 'Installationsmodus AUS, die Registrierung muss bestätigt werden',
  inRoomRegister_2: 'Ungültige hotelId',
  inRoomRegister_3: 'UUID gehört zu einem anderen Zimmer',
  inRoomRegister_4: 'MAC kann in diesem Zimmer nicht überschrieben werden',
  inRoomRegister_6: 'Falsche Daten',
  inRoomRegister_9: 'Unbekannter Fehler',
};
