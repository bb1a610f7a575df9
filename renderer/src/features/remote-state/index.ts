export { RemoteStateConnector } from './remote-state-connector';
export { useRemoteStateStore } from './store';
export { createRemoteStateClient, type RemoteState, type RemoteStateClient } from './remote-state-client';
