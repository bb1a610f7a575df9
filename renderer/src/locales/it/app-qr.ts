export const appQr = {
  title: 'Apri sul telefono',
  label: 'Codice QR che apre l’app dell’hotel sul tuo telefono',
  hint: 'Scansionalo con la fotocamera del telefono. Il codice vale una volta e si rinnova ogni due minuti.',
  loading: 'Creazione del codice…',
  failed: 'Non è stato possibile creare il codice. Riprova.',
  retry: 'Riprova',
};
