import type { Dictionary } from '../types';

export const room: NonNullable<Dictionary['room']> = {
  room: 'Camera',
  registerTitle: 'Registra questa camera',
  roomNumber: 'Numero di camera',
  register: 'Registra',
  registering: 'Registrazione…',
  inRoomRegister_1: 'Modalità installazione disattivata: la registrazione richiede conferma',
  inRoomRegister_2: 'hotelId non valido',
  inRoomRegister_3: "L'UUID appartiene a un'altra camera",
  inRoomRegister_4: 'Impossibile sovrascrivere il MAC in questa camera',
  inRoomRegister_6: 'Dati errati',
  inRoomRegister_9: 'Errore sconosciuto',
};
