export const messages = {
  placeholder: 'Scrivi un messaggio…',
  send: 'Invia',
  sending: 'Invio in corso…',
  notSent: 'Non inviato.',
  retry: 'Riprova',
  loadFailed: 'Impossibile caricare la conversazione.',
  empty: 'Ancora nessun messaggio. Scriveteci qui: la nostra risposta apparirà qui.',
  you: 'Tu',
  writeTo: 'Messaggio a {{name}}',
  unread: 'Non letti: {{count}}',
  chooseRecipient: 'A chi desideri scrivere?',
  unknownRecipient: 'Questa conversazione non è disponibile.',
};
