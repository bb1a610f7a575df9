export const appQr = {
  title: 'Open on your phone',
  label: 'QR code that opens the hotel app on your phone',
  hint: 'Scan it with your phone’s camera. The code works once and renews itself every two minutes.',
  loading: 'Making your code…',
  failed: 'The code could not be made. Please try again.',
  retry: 'Try again',
};
