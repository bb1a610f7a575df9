export const appQr = {
  title: 'Auf dem Handy öffnen',
  label: 'QR-Code, der die Hotel-App auf Ihrem Handy öffnet',
  hint: 'Scannen Sie ihn mit der Kamera Ihres Handys. Der Code gilt einmal und erneuert sich alle zwei Minuten.',
  loading: 'Ihr Code wird erstellt…',
  failed: 'Der Code konnte nicht erstellt werden. Bitte versuchen Sie es noch einmal.',
  retry: 'Erneut versuchen',
};
