export const kiosk = {
  keyboard: 'Bildschirmtastatur',
  keyShift: 'Umschalt',
  keySpace: 'Leerzeichen',
  keyBackspace: 'Löschen',
  keyDone: 'Fertig',
  keyLayout: 'Tastaturbelegung wechseln',
  keyClose: 'Tastatur ausblenden',
};
