export const messages = {
  placeholder: 'Напишите сообщение…',
  send: 'Отправить',
  sending: 'Отправляется…',
  notSent: 'Не отправлено.',
  retry: 'Повторить',
  loadFailed: 'Не удалось загрузить переписку.',
  empty: 'Сообщений пока нет. Напишите нам здесь — ответ появится здесь же.',
  you: 'Вы',
  writeTo: 'Сообщение для: {{name}}',
  unread: 'Непрочитанных: {{count}}',
  chooseRecipient: 'Кому вы хотите написать?',
  unknownRecipient: 'Эта переписка недоступна.',
};
