export const esign = {
  guest: 'Huésped',
  room: 'Habitación',
  stay: 'Estancia',
  signHere: 'Firme con el dedo en el recuadro de abajo.',
  padLabel: 'Recuadro de firma',
  clear: 'Borrar',
  sign: 'Firmar',
  sending: 'Enviando…',
  signedAt: 'Firmado el {{time}}',
  thanks: 'Gracias, el hotel ha recibido su documento firmado.',
  reference: 'Referencia {{code}}',
  failed: 'No se pudo enviar su firma. Inténtelo de nuevo.',
};
