export const appQr = {
  title: 'Ouvrir sur votre téléphone',
  label: 'QR code qui ouvre l’application de l’hôtel sur votre téléphone',
  hint: 'Scannez-le avec l’appareil photo de votre téléphone. Le code ne sert qu’une fois et se renouvelle toutes les deux minutes.',
  loading: 'Création de votre code…',
  failed: 'Le code n’a pas pu être créé. Veuillez réessayer.',
  retry: 'Réessayer',
};
