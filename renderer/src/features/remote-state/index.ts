export { RemoteStateConnector, LAST_HEARD_LANGUAGE_KEY } from './remote-state-connector';
export { useRemoteStateStore } from './store';
export { reconnectDelay } from './reconnect-delay';
export { createRemoteStateClient, type RemoteState, type RemoteStateClient } from './remote-state-client';
