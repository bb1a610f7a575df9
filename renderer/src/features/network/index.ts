export type { OfflineQueue } from './offline-queue';
export { watchNetwork, type NetworkOptions } from './network-watch';
