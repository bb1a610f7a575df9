import type { Dictionary } from '../types';

export const room: Dictionary['room'] = {
  room: 'Chambre',
  registerTitle: 'Enregistrer cette chambre',
  roomNumber: 'Numéro de chambre',
  register: 'Enregistrer',
  registering: 'Enregistrement…',
  inRoomRegister_1: "Mode installation désactivé, l'enregistrement doit être confirmé",
  inRoomRegister_2: 'hotelId invalide',
  inRoomRegister_3: "L'UUID appartient à une autre chambre",
  inRoomRegister_4: "Impossible de remplacer l'adresse MAC de cette chambre",
  inRoomRegister_6: 'Données incorrectes',
  inRoomRegister_9: 'Erreur inconnue',
};
