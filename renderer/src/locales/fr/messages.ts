export const messages = {
  placeholder: 'Écrivez un message…',
  send: 'Envoyer',
  sending: 'Envoi…',
  notSent: 'Non envoyé.',
  retry: 'Réessayer',
  loadFailed: 'Impossible de charger la conversation.',
  empty: 'Aucun message pour l’instant. Écrivez-nous ici, notre réponse s’affichera ici aussi.',
  you: 'Vous',
  writeTo: 'Message à {{name}}',
  unread: 'Non lus : {{count}}',
  chooseRecipient: 'À qui souhaitez-vous écrire ?',
  unknownRecipient: 'Cette conversation n’est pas disponible.',
};
