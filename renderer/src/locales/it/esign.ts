export const esign = {
  guest: 'Ospite',
  room: 'Camera',
  stay: 'Soggiorno',
  signHere: 'Firma con il dito nel riquadro qui sotto.',
  padLabel: 'Riquadro della firma',
  clear: 'Cancella',
  sign: 'Firma',
  sending: 'Invio…',
  signedAt: 'Firmato il {{time}}',
  thanks: 'Grazie, l’hotel ha ricevuto il documento firmato.',
  reference: 'Riferimento {{code}}',
  failed: 'Non è stato possibile inviare la firma. Riprova.',
};
