export const appQr = {
  title: 'Abrir en su teléfono',
  label: 'Código QR que abre la aplicación del hotel en su teléfono',
  hint: 'Escanéelo con la cámara del teléfono. El código sirve una vez y se renueva cada dos minutos.',
  loading: 'Creando su código…',
  failed: 'No se pudo crear el código. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
};
