export const push = {
  error: "Erreur de notification push, code : {{result}}",
  offerTitle: "Notifications",
  offer: "Recevez les réponses de l’hôtel même lorsque l’application est fermée.",
  enable: "Activer les notifications",
  notNow: "Plus tard",
};
