// English texts the spec gives verbatim (part 1 §2, §8; part 2 §8). Dictionaries key them by these names.
export const WEB_LOGIN_TEXT: Readonly<Record<number, string>> = {
  1: 'Incorrect data', 3: 'Guest not found', 4: 'Room not found', 5: 'Incorrect email', 6: 'Incorrect phone', 9: 'Other error',
};
export const IN_ROOM_REGISTER_TEXT: Readonly<Record<number, string>> = {
  1: 'Installation mode OFF, so registration needs confirmation', 2: 'Invalid hotelId', 3: 'UUID belongs to another room',
  4: 'Cannot overwrite MAC in this room', 6: 'Incorrect data', 9: 'Unknown error',
};
export const IN_ROOM_LOGIN_TEXT: Readonly<Record<number, string>> = {
  0: 'Unknown error', 1: 'Invalid sign', 2: 'invalid hotelId', 3: 'MAC not registered', 4: 'Guest auth (No living)',
  5: 'Unknown error', 6: 'Incorrect data', 9: 'Unknown error',
};
export const CREATE_ORDER_TEXT: Readonly<Record<number, string>> = {
  1: 'Incorrect data', 2: 'Incorrect token', 3: 'Other error', 9: 'Other error',
};
export const TEXT = {
  notFound: 'This page could not be found',
  errorTitle404: '404 Not Found',
  errorTitle: 'An error occurred',
  serviceNotAvailable: 'SERVICE NOT AVAILABLE',
  contactOperator: 'For assistance, please contact the Operator',
  refresh: 'Refresh',
  hotelNotSet: 'Hotel was not set',
  unknownServiceCode: 'unknown service code',
  pinTooShort: 'PIN code is too short',
  noInternet: 'No internet connection. Please try again later.',
  internetRestored: 'Your internet connection was restored',
  generic: 'Something wrong, try to later or connect with administrator',
  nopostError:
    'Your guest account settings do not allow this payment method. Please contact the reception or choose another payment method.',
  paymentFailed: 'Something went wrong during the payment',
  remoteStateNoRoom: "RemoteState: room number didn't define",
  pleaseLogin: 'please login',
  toUseFeatures: 'to use features',
  guestTypeResident: 'I am a hotel guest',
  guestTypeBooking: 'I have a booking',
  guestTypePin: 'I have a pin code',
} as const;
