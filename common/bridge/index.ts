export type * from './contract';
export { INVOKE_CHANNELS, EVENT_CHANNELS, isInvokeChannel, isEventChannel } from './contract';
