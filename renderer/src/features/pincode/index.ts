export { ParentalLockSettings } from './parental-lock-settings';
export { PincodeInput } from './pincode-input';
export { disableParentalLock, isParentalLockOn, resetPin, useParentalLockOn, usePincodeStore } from './pincode-store';
export { useWatchableChannels, watchableChannelsNow } from './watchable-channels';
