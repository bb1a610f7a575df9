export const esign = {
  guest: 'Client',
  room: 'Chambre',
  stay: 'Séjour',
  signHere: 'Signez avec le doigt dans le cadre ci-dessous.',
  padLabel: 'Cadre de signature',
  clear: 'Effacer',
  sign: 'Signer',
  sending: 'Envoi…',
  signedAt: 'Signé le {{time}}',
  thanks: 'Merci, l’hôtel a reçu votre document signé.',
  reference: 'Référence {{code}}',
  failed: 'Votre signature n’a pas pu être envoyée. Veuillez réessayer.',
};
