export const esign = {
  guest: 'Gast',
  room: 'Zimmer',
  stay: 'Aufenthalt',
  signHere: 'Unterschreiben Sie mit dem Finger im Feld unten.',
  padLabel: 'Unterschriftsfeld',
  clear: 'Löschen',
  sign: 'Unterschreiben',
  sending: 'Wird gesendet…',
  signedAt: 'Unterschrieben am {{time}}',
  thanks: 'Danke, das Hotel hat Ihr unterschriebenes Dokument.',
  reference: 'Referenz {{code}}',
  failed: 'Ihre Unterschrift konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
};
