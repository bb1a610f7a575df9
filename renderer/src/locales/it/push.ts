export const push = {
  error: "Errore delle notifiche push, codice: {{result}}",
  offerTitle: "Notifiche",
  offer: "Ricevi le risposte dell’hotel anche ad app chiusa.",
  enable: "Attiva le notifiche",
  notNow: "Non ora",
};
