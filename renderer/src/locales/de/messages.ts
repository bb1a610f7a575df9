export const messages = {
  placeholder: 'Nachricht schreiben…',
  send: 'Senden',
  sending: 'Wird gesendet…',
  notSent: 'Nicht gesendet.',
  retry: 'Erneut versuchen',
  loadFailed: 'Der Verlauf konnte nicht geladen werden.',
  empty: 'Noch keine Nachrichten. Schreiben Sie uns hier, unsere Antwort erscheint ebenfalls hier.',
  you: 'Sie',
  writeTo: 'Nachricht an {{name}}',
  unread: 'Ungelesen: {{count}}',
  chooseRecipient: 'Wem möchten Sie schreiben?',
  unknownRecipient: 'Dieser Verlauf ist nicht verfügbar.',
};
