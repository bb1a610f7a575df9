export const kiosk = {
  keyboard: 'Clavier à l’écran',
  keyShift: 'Maj',
  keySpace: 'Espace',
  keyBackspace: 'Effacer',
  keyDone: 'Terminé',
  keyLayout: 'Changer de disposition',
  keyClose: 'Masquer le clavier',
};
