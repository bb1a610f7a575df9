export const messages = {
  placeholder: 'اكتب رسالة…',
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  notSent: 'لم تُرسل.',
  retry: 'حاول مرة أخرى',
  loadFailed: 'تعذّر تحميل المحادثة.',
  empty: 'لا توجد رسائل بعد. اكتب إلينا هنا وسيظهر ردّنا هنا أيضًا.',
  you: 'أنت',
  writeTo: 'رسالة إلى {{name}}',
  unread: 'غير مقروءة: {{count}}',
  chooseRecipient: 'إلى من تودّ أن تكتب؟',
  unknownRecipient: 'هذه المحادثة غير متاحة.',
};
