/** Work that follows the first paint, in its own chunk: services by device mode and who is using the app. */
export { startShellServices } from './shell-services';
export { startIdentity } from './start-identity';
export { loadMedia } from './load-media';
export { startRealtimeServices } from './start-realtime-services';
