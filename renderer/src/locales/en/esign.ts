export const esign = {
  guest: 'Guest',
  room: 'Room',
  stay: 'Stay',
  signHere: 'Sign in the box below with your finger.',
  padLabel: 'Signature box',
  clear: 'Clear',
  sign: 'Sign',
  sending: 'Sending…',
  signedAt: 'Signed on {{time}}',
  thanks: 'Thank you, the hotel has your signed document.',
  reference: 'Reference {{code}}',
  failed: 'Your signature could not be sent. Please try again.',
};
