export const messages = {
  placeholder: 'Escriba un mensaje…',
  send: 'Enviar',
  sending: 'Enviando…',
  notSent: 'No enviado.',
  retry: 'Reintentar',
  loadFailed: 'No pudimos cargar la conversación.',
  empty: 'Aún no hay mensajes. Escríbanos aquí y nuestra respuesta aparecerá aquí también.',
  you: 'Usted',
  writeTo: 'Mensaje para {{name}}',
  unread: 'Sin leer: {{count}}',
  chooseRecipient: '¿A quién desea escribir?',
  unknownRecipient: 'Esta conversación no está disponible.',
};
