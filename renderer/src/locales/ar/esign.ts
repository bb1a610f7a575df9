export const esign = {
  guest: 'الضيف',
  room: 'الغرفة',
  stay: 'الإقامة',
  signHere: 'وقّع بإصبعك في المربع أدناه.',
  padLabel: 'مربع التوقيع',
  clear: 'مسح',
  sign: 'توقيع',
  sending: 'جارٍ الإرسال…',
  signedAt: 'وُقّع في {{time}}',
  thanks: 'شكرًا، تسلّم الفندق المستند الموقّع.',
  reference: 'المرجع {{code}}',
  failed: 'تعذّر إرسال توقيعك. يُرجى المحاولة مرة أخرى.',
};
