export const push = {
  error: "Fehler bei Push-Benachrichtigungen, Code: {{result}}",
  offerTitle: "Benachrichtigungen",
  offer: "Erhalten Sie die Antworten des Hotels auch bei geschlossener App.",
  enable: "Benachrichtigungen einschalten",
  notNow: "Nicht jetzt",
};
