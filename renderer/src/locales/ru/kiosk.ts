export const kiosk = {
  keyboard: 'Экранная клавиатура',
  keyShift: 'Shift',
  keySpace: 'Пробел',
  keyBackspace: 'Удалить',
  keyDone: 'Готово',
  keyLayout: 'Сменить раскладку',
  keyClose: 'Скрыть клавиатуру',
};
