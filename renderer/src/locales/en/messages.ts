export const messages = {
  placeholder: 'Write a message…',
  send: 'Send',
  sending: 'Sending…',
  notSent: 'Not sent.',
  retry: 'Try again',
  loadFailed: 'We could not load this conversation.',
  empty: 'No messages yet. Write to us here, and our answer will appear here too.',
  you: 'You',
  writeTo: 'Message to {{name}}',
  unread: 'Unread: {{count}}',
  chooseRecipient: 'Who would you like to write to?',
  unknownRecipient: 'This conversation is not available.',
};
