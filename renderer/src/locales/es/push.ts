export const push = {
  error: "Error de notificaciones push, código: {{result}}",
  offerTitle: "Notificaciones",
  offer: "Reciba las respuestas del hotel incluso con la app cerrada.",
  enable: "Activar notificaciones",
  notNow: "Ahora no",
};
