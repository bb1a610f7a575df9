export const kiosk = {
  keyboard: 'On-screen keyboard',
  keyShift: 'Shift',
  keySpace: 'Space',
  keyBackspace: 'Delete',
  keyDone: 'Done',
  keyLayout: 'Switch layout',
  keyClose: 'Hide keyboard',
};
